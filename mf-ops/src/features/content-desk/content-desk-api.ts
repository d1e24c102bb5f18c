// The content desk's requests, each through its endpoint's contract (@platform/shared/contracts
// content-desk.ts), typed by it.
import {
  createContentItem,
  getContentItem,
  getContentVersion,
  listContentItems,
  moveContentItem,
  moveContentTranslation,
  restoreContentVersion,
  saveContentTranslation,
  saveContentItem,
  uploadContentImage,
  type BodyOf,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { ContentKind } from '@platform/shared/schemas';

export type ContentPage = ResponseOf<typeof listContentItems>['data'];
export type ContentItem = ResponseOf<typeof getContentItem>['data'];
export type ContentVersion = ResponseOf<typeof getContentVersion>['data'];
export type NewContent = BodyOf<typeof createContentItem>;
export type SavedContent = BodyOf<typeof saveContentItem>;
export type ContentMoveRequest = BodyOf<typeof moveContentItem>;

/** Every request of this feature is cached under this key, so a save refreshes lists and items at once. */
export const CONTENT_KEY = 'ops-content';

/** The list as the page's URL filters it (the API parses them with the contract's schema). */
export const fetchContentPage = async (query: URLSearchParams): Promise<ContentPage> => (await callContract(listContentItems, { query })).data;
export const fetchContentItem = async (id: string): Promise<ContentItem> => (await callContract(getContentItem, { params: { id } })).data;
export const fetchContentVersion = async (id: string, number: number): Promise<ContentVersion> =>
  (await callContract(getContentVersion, { params: { id, number: String(number) } })).data;

export const createContent = (body: NewContent) => callContract(createContentItem, { body });
export const saveContent = (id: string, body: SavedContent) => callContract(saveContentItem, { params: { id }, body });
export const restoreVersion = (id: string, number: number, seenVersion: number) =>
  callContract(restoreContentVersion, { params: { id, number: String(number) }, body: { seenVersion } });
export const moveContent = (id: string, body: ContentMoveRequest) => callContract(moveContentItem, { params: { id }, body });

export type LanguageText = Omit<BodyOf<typeof saveContentTranslation>, 'seenVersion'>;
/** A Hindi or Marathi version (docs/decisions/052): saved and moved by the same rules as the English. */
export const saveTranslation = (id: string, language: string, body: BodyOf<typeof saveContentTranslation>) =>
  callContract(saveContentTranslation, { params: { id, language }, body });
export const moveTranslation = (id: string, language: string, body: ContentMoveRequest) =>
  callContract(moveContentTranslation, { params: { id, language }, body });

export async function uploadImage(kind: ContentKind, file: File) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('image', file);
  return (await callContract(uploadContentImage, { form, options: { timeout: 5 * 60_000 } })).data;
}
