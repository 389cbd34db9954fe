/** The success screen's WhatsApp link, pre-filled with the booking's date and time. */
import { bookingWhatsappMessage } from '~/domain/whatsapp';
import { WhatsAppLink } from '../../../ui/whatsapp-link';

export function BookingWhatsApp({ booked }: { booked: { date: string; time: string } }) {
  return (
    <p className="mt-4 text-sm text-stone-300">
      Sorunuz mu var?{' '}
      <WhatsAppLink
        message={bookingWhatsappMessage(booked)}
        className="font-medium text-accent underline underline-offset-4"
      />
    </p>
  );
}
