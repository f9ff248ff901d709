# Stub rules replace what an endpoint answers, with no Swift code: returns,
# fails, delay and hangs, each for every call or for the next n calls
# ('times'); rules stack, first added first used.
stub contacts.fetchAll fails "offline" times 1
stub contacts.fetchAll returns [{"name": "Zed Shaw", "phone": "555-0199"}] times 1
open ContactsList
expect screen contains Could not load contacts: offline
expect state loading == false
reload
expect screen contains Zed Shaw
expect screen lacks Ada Lovelace
# Both rules are used up: the next call goes to the service.
reload
expect screen contains Ada Lovelace
expect calls contacts.fetchAll == 3
expect calls contacts.fetchAll >= 3
expect calls contacts.fetchAll != 2
expect calls contacts.fetchAll <= 3
expect calls contacts.add == 0
# A failure without a message, and a value given as one quoted word.
stub contacts.add fails
add Bob 555-0200
expect screen contains Could not add Bob: stubbed failure
stub clear contacts.add
stub contacts.add returns '{"name": "Bob", "phone": "555-0200"}'
add Bob 555-0200
expect screen contains "Bob  555-0200"
expect screen lacks Could not add
stub clear
add Cy 555-0201
expect screen contains "Cy  555-0201"
expect calls contacts.add == 3
