# Fails on purpose: with strict-calls on, reload calls contacts.fetchAll and
# no stub rule answers it, so the script fails at that line.
set strict-calls on
stub contacts.fetchAll returns [] times 1
open ContactsList
expect calls contacts.fetchAll == 1
reload
echo not reached
