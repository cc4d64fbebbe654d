// The messaging feature's public entry: the button that starts a conversation with an owner.
export { ContactOwnerButton } from './components/ContactOwnerButton';
