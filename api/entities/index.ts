import { AdSpot } from './AdSpot';
import { AirportOption } from './AirportOption';
import { AffiliateProgram } from './AffiliateProgram';
import { BookingClick } from './BookingClick';
import { ContactSubmission } from './ContactSubmission';
import { ContentVersion } from './ContentVersion';
import { Conversion } from './Conversion';
import { ConversionEvent } from './ConversionEvent';
import { Faq } from './Faq';
import { IdempotencyKey } from './IdempotencyKey';
import { KeptClick } from './KeptClick';
import { Partner } from './Partner';
import { PartnerClick } from './PartnerClick';
import { ThrottleCounter } from './ThrottleCounter';
import { Provider } from './Provider';
import { Resource } from './Resource';
import { Session } from './Session';
import { SessionLogin } from './SessionLogin';
import { SiteSetting } from './SiteSetting';
import { SlugHistory } from './SlugHistory';
import { Upload } from './Upload';
import { User } from './User';
import { WebhookDelivery } from './WebhookDelivery';

export { AdSpot, AirportOption, AffiliateProgram, BookingClick, ContactSubmission, ContentVersion, Conversion, ConversionEvent, Faq, IdempotencyKey, KeptClick, Partner, PartnerClick, ThrottleCounter, Provider, Resource, Session, SessionLogin, SiteSetting, SlugHistory, Upload, User, WebhookDelivery };

export const ENTITIES = [Provider, Resource, Faq, ContactSubmission, AdSpot, User, Upload, ContentVersion, Session, ThrottleCounter, IdempotencyKey, BookingClick, KeptClick, AffiliateProgram, Conversion, ConversionEvent, SessionLogin, SiteSetting, Partner, PartnerClick, SlugHistory, WebhookDelivery, AirportOption];
