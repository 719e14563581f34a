import { COOKIE_CONSENT_KEY } from '~/consent/cookieConsent';
import { COOKIE_SETTINGS_ID } from '~/consent/CookieSettings';
import { ACCESSIBILITY_DIALOG_ID } from './AccessibilitySettings';

/**
 * The footer's two settings dialogs before React has hydrated the page (issue 34, item 2). Their
 * buttons open them from the first paint (invoker commands), but their choices are kept by React:
 * on a slow phone a "Save choices" or a text size tapped before the scripts have run was lost.
 * Until `<html data-hydrated>`, this head script does what the dialogs' code does, in plain ES5:
 *
 * - a tap on a button that opens one fills it with the stored choices (React does once hydrated);
 * - Save choices in Cookie settings keeps the four categories with the time, and the consent flag,
 *   as `saveConsentPreferences` and `storeCookieConsent` do (app/consent);
 * - a change in Accessibility, or its Reset, is kept and applied at once, as `changeAccessibility`.
 *
 * The dialogs' ids and the consent flag's key come from their owners; the input names are the
 * dialogs' own (CookieSettingsDialog, AccessibilityDialog).
 */
export const earlySettingsScript = `(function(){
var d=document.documentElement,C=${JSON.stringify(COOKIE_SETTINGS_ID)},A=${JSON.stringify(ACCESSIBILITY_DIALOG_ID)},K=['functional','analytics','marketing'];
function early(){return !d.hasAttribute('data-hydrated')}
function read(k){try{return JSON.parse(localStorage.getItem(k)||'null')}catch(e){return null}}
function keep(k,v){try{localStorage.setItem(k,v)}catch(e){}}
function a11y(){var a=read('accessibility')||{};return{fontSize:a.fontSize==='large'||a.fontSize==='x-large'?a.fontSize:'medium',highContrast:a.highContrast===true,reducedMotion:typeof a.reducedMotion==='boolean'?a.reducedMotion:matchMedia('(prefers-reduced-motion: reduce)').matches,screenReader:a.screenReader===true,textSpacing:a.textSpacing==='wide'?'wide':'normal'}}
function set(n,v){v===null?d.removeAttribute(n):d.setAttribute(n,v)}
function apply(a){set('data-font-size',a.fontSize==='medium'?null:a.fontSize);set('data-contrast',a.highContrast?'high':null);set('data-motion',a.reducedMotion?'reduced':null);set('data-text-spacing',a.textSpacing==='wide'?'wide':null)}
function show(a){var g=document.getElementById(A);if(!g)return;var i=g.querySelectorAll('input');for(var j=0;j<i.length;j++){var x=i[j];x.checked=x.name==='fontSize'?x.value===a.fontSize:x.name==='textSpacing'?a.textSpacing==='wide':a[x.name]===true}}
function fill(){var c=read('consentPreferences');if(c)for(var j=0;j<K.length;j++){var x=document.getElementById('consent-'+K[j]);if(x)x.checked=c[K[j]]===true}if(read('accessibility'))show(a11y())}
document.addEventListener('submit',function(e){var f=e.target;if(!early()||!f.closest||!f.closest('#'+C))return;var c={necessary:true};for(var j=0;j<K.length;j++){var x=f.elements[K[j]];c[K[j]]=!!(x&&x.checked)}c.lastUpdated=new Date().toISOString();keep('consentPreferences',JSON.stringify(c));keep(${JSON.stringify(COOKIE_CONSENT_KEY)},'true')},true);
document.addEventListener('change',function(e){var x=e.target;if(!early()||!x.closest||!x.closest('#'+A)||!x.name)return;var a=a11y();if(x.name==='fontSize')a.fontSize=x.value;else if(x.name==='textSpacing')a.textSpacing=x.checked?'wide':'normal';else a[x.name]=x.checked;keep('accessibility',JSON.stringify(a));apply(a)},true);
document.addEventListener('click',function(e){if(!early()||!e.target.closest)return;var o=e.target.closest('[commandfor]');if(o){var f=o.getAttribute('commandfor');if(f===C||f===A)fill()}var b=e.target.closest('[data-accessibility-reset]');if(!b)return;var a=a11y();a.fontSize='medium';a.highContrast=false;a.reducedMotion=false;a.textSpacing='normal';keep('accessibility',JSON.stringify(a));apply(a);show(a)},true);
})()`;
