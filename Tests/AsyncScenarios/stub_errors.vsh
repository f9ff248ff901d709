# Every mistake in a stub line is one clear error, and nothing is added.
stub contacts.fetchAl returns []
expect error "unknown endpoint 'contacts.fetchAl' (did you mean 'contacts.fetchAll'?)"
stub contacts.fetchAll returns [{"name": "Ada"}]
expect error contacts.fetchAll returns: the value does not decode as its output at $[0].phone
stub contacts.add returns {"name": "Ada", "phone": 5}
expect error the value does not decode as its output at $.phone: expected a string, found a number
stub contacts.fetchAll returns [{"name": "Ada"
expect error "stub contacts.fetchAll returns: the value is not JSON: expected ',' or '}'"
stub contacts.fetchAll returns
expect error missing the value
stub contacts.fetchAll delay 2 seconds
expect error stub contacts.fetchAll delay takes one duration, got 2 words
stub contacts.fetchAll delay 2x
expect error "bad duration '2x'"
stub contacts.fetchAll hangs times -1
expect error "times takes a whole number of at least 1, got '-1'"
stub contacts.fetchAll fails times
expect error "missing the number after 'times'"
stub contacts.fetchAll
expect error missing the rule: returns <json>, fails [<message>], delay <duration>, hangs or yields
stub contacts.fetchAll answers []
expect error "unknown rule 'answers'"
stub clear contacts.nothing
expect error "unknown endpoint 'contacts.nothing'"
calls contacts.nothing
expect error "unknown endpoint 'contacts.nothing'"
expect calls contacts.fetchAll > 1
expect error "expect calls: unknown operator '>'"
set strict-calls sometimes
expect error "set strict-calls: expected on or off, got 'sometimes'"
# None of them added a rule: the list loads from the service.
open ContactsList
expect screen contains Ada Lovelace
expect calls contacts.fetchAll == 1
