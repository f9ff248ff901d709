/// ContactDetail's input as the navigation log shows it (`{"contactId":"p2"}`),
/// and what stands for ContactDetail when ContactsList is tested alone.
final class ContactDetailInputRecord: ModuleInputRecord<any ContactDetailModuleInput>, ContactDetailModuleInput {
    func configure(withContactId contactId: String) {
        record("contactId", contactId)
        forward { $0.configure(withContactId: contactId) }
    }
}
