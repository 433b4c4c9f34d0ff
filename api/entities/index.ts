import { AdSpot } from './AdSpot';
import { BookingClick } from './BookingClick';
import { ContactSubmission } from './ContactSubmission';
import { ContentVersion } from './ContentVersion';
import { Faq } from './Faq';
import { IdempotencyKey } from './IdempotencyKey';
import { ThrottleCounter } from './ThrottleCounter';
import { Provider } from './Provider';
import { Resource } from './Resource';
import { Session } from './Session';
import { Upload } from './Upload';
import { User } from './User';

export { AdSpot, BookingClick, ContactSubmission, ContentVersion, Faq, IdempotencyKey, Provider, Resource, Session, ThrottleCounter, Upload, User };

export const ENTITIES = [Provider, Resource, Faq, ContactSubmission, AdSpot, User, Upload, ContentVersion, Session, ThrottleCounter, IdempotencyKey, BookingClick];
