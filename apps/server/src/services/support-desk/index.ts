/**
 * The support desk's work: tickets opened by customers or by staff for them, the conversation
 * (a message to the user is emailed; internal ones never leave the back-office), Update Ticket
 * with its permission per change, and the quick actions. One module for each; the routes import
 * them from here.
 */
export { addTicketCollaborator, removeTicketCollaborator } from './collaborators';
export { createTicketAsCustomer, createTicketForCustomer } from './open-ticket';
export { convertTicketToProject, emailCustomer } from './quick-actions';
export { replyAsCustomer, replyAsStaff } from './replies';
export {
  customerTicketDetail,
  requireOwnTicket,
  requireTicket,
  staffTicketDetail,
} from './tickets';
export { updateTicketFields } from './update-ticket';
