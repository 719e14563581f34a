import { forgetSeededFolder } from './siteOfItsOwn';

/** Playwright's global setup: what one run prepares for its specs is made afresh by the next. */
export default async function freshRun() {
  await forgetSeededFolder();
}
