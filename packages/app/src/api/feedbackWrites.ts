// The feedback domain's write: loaded with the feedback pop-up, so none of it is on the first paint.
import { feedbackCalls } from './feedbackCallTable';
import { useCallMutation } from './mutation';

/** Sends a feedback (spec 1, 5): the text, a contact, up to 3 png or jpg images, as multipart. */
export const useSendFeedback = () => useCallMutation(feedbackCalls.feedback);
