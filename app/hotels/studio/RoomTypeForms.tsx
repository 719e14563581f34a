import { Form } from 'react-router';
import { FormAnswer } from '~/studio/FormAnswer';
import { firstProblem, StudioField, type FieldErrors } from '~/studio/StudioField';
import type { ContentTranslations } from '~/i18n/contentTranslations';
import { LIMITS, ROOM_TYPE_FIELD_ORDER, type RoomTypeField } from './hotelInput';
import type { HotelPageAnswer } from './hotelActions.server';
import { PhotosForm } from '~/media/PhotosForm';
import type { StudioPhoto } from '~/media/studioPhoto';
import { roomTypePhotosView } from './photoOwners';

export interface RoomTypeView {
  id: string;
  name: string;
  description: string;
  sizeSqm: number;
  beds: string;
  view: string;
  maxGuests: number;
  nightlyRate: number;
  /** Friday and Saturday nights' difference as staff type it ("40", "-25.50"). */
  weekendDelta: string;
  inventory: number;
  /** An award night's points as staff type them; empty: not bookable with points. */
  pointsPerNight: string;
  /** The most rooms held on any future night. */
  mostHeld: number;
  translations: ContentTranslations;
}

/** The answer when it refused this form, with what was typed. */
export const refusedAnswer = (answer: HotelPageAnswer | undefined, target: string) => (answer && !answer.ok && answer.target === target ? answer : undefined);

function RoomFields({ form, values, errors, currency }: { form: string; values: Record<string, string | undefined>; errors: FieldErrors; currency: string }) {
  const first = firstProblem(ROOM_TYPE_FIELD_ORDER, errors);
  const field = (name: RoomTypeField) => ({ form, name, value: values[name], error: errors[name], autoFocus: first === name, required: true });
  return (
    <div className="studio-fields">
      <StudioField {...field('name')} label="Name" maxLength={LIMITS.roomName} />
      <StudioField {...field('view')} label="View" maxLength={LIMITS.view} />
      <div className="studio-field-wide">
        <StudioField {...field('description')} label="Description" type="textarea" rows={3} maxLength={LIMITS.roomDescription} />
      </div>
      <StudioField {...field('beds')} label="Beds" maxLength={LIMITS.beds} hint="e.g. 1 king bed" />
      <StudioField {...field('sizeSqm')} label="Size (m²)" type="number" min={1} max={LIMITS.sizeSqm} />
      <StudioField {...field('maxGuests')} label="Max guests" type="number" min={1} max={LIMITS.maxGuests} />
      <StudioField
        {...field('nightlyRate')}
        label={`Nightly rate (${currency})`}
        type="number"
        min={0}
        max={LIMITS.nightlyRate}
        hint="The base rate, before seasons and the weekend difference."
      />
      <StudioField
        {...field('weekendDelta')}
        required={false}
        label={`Weekend difference (${currency})`}
        hint="Added to Friday and Saturday nights; negative for less, e.g. -40."
      />
      <StudioField {...field('inventory')} label="Inventory (rooms)" type="number" min={0} max={LIMITS.inventory} />
      <StudioField
        {...field('pointsPerNight')}
        required={false}
        label="Award night (points per night)"
        type="number"
        min={1}
        max={LIMITS.pointsPerNight}
        hint="Members book the room with Aurelia Circle points at this price a night; empty: not bookable with points."
      />
    </div>
  );
}

const asText = (room: RoomTypeView): Record<string, string> => Object.fromEntries(ROOM_TYPE_FIELD_ORDER.map((name) => [name, String(room[name])]));

/** One room type: its fields, saved with its own form; deletion confirmed inside a disclosure. */
export function RoomTypeForm({
  room,
  answer,
  currency,
}: {
  room: RoomTypeView & { photos: StudioPhoto[] };
  answer: HotelPageAnswer | undefined;
  currency: string;
}) {
  const target = `room-${room.id}`;
  const photos = roomTypePhotosView(room);
  const failed = answer && !answer.ok && answer.target === target ? answer : undefined;
  const headingId = `${target}-heading`;
  return (
    <section className="card studio-room" aria-labelledby={headingId} data-testid="studio-room-type">
      <h3 id={headingId}>{room.name}</h3>
      <p className="studio-meta">
        {room.mostHeld > 0 ? `Up to ${room.mostHeld} of ${room.inventory} rooms held on a future night.` : 'No rooms held on future nights.'}
      </p>
      <Form method="post" aria-labelledby={headingId} noValidate>
        <FormAnswer answer={answer} target={target} />
        <input type="hidden" name="roomTypeId" value={room.id} />
        <RoomFields form={target} values={failed?.values ?? asText(room)} errors={failed?.errors ?? {}} currency={currency} />
        <button type="submit" name="intent" value="roomType" className="button button-gold">
          Save<span className="visually-hidden"> the {room.name}</span>
        </button>
      </Form>
      {/* Kept shut until one of its forms answers (an answer's target starts with the owner's). */}
      <details className="studio-room-photos" open={answer?.target.startsWith(photos.target) || undefined}>
        <summary>
          Photographs ({room.photos.length})<span className="visually-hidden"> of the {room.name}</span>
        </summary>
        <PhotosForm owner={photos} photos={room.photos} answer={answer} level={4} />
      </details>
      <details className="studio-confirm">
        <summary>
          Delete<span className="visually-hidden"> the {room.name}</span>
        </summary>
        <Form method="post">
          <input type="hidden" name="roomTypeId" value={room.id} />
          <p>Only a room type no reservation refers to can be deleted.</p>
          <button type="submit" name="intent" value="deleteRoomType" className="button button-outline button-danger">
            Delete the {room.name}
          </button>
        </Form>
      </details>
    </section>
  );
}

/** A new room type for the hotel; emptied once added (its key changes with the number of rooms). */
export function NewRoomTypeForm({ answer, currency }: { answer: HotelPageAnswer | undefined; currency: string }) {
  const failed = answer && !answer.ok && answer.target === 'new-room' ? answer : undefined;
  return (
    <section className="card studio-room" aria-labelledby="new-room-heading">
      <h3 id="new-room-heading">Add a room type</h3>
      <Form method="post" aria-labelledby="new-room-heading" noValidate>
        <FormAnswer answer={answer} target="new-room" />
        <RoomFields form="new-room" values={failed?.values ?? {}} errors={failed?.errors ?? {}} currency={currency} />
        <button type="submit" name="intent" value="addRoomType" className="button button-gold">
          Add room type
        </button>
      </Form>
    </section>
  );
}
