# The inbox reads its mailbox's updates as a stream: the real service delivers
# what the mailbox holds and stays open; a stub says what arrives, and when.
open Inbox
expect screen contains 1. Ada Lovelace: Welcome to the inbox
expect screen contains Waiting for new mail...
reconnect
expect error reconnect is not available now: already listening
# new mail at 200 ms and 400 ms after the subscription, then the connection drops
stub inbox.updates yields {"id": "m2", "from": "Alan Turing", "subject": "Lunch?"} at 200ms, {"id": "m3", "from": "Grace Hopper", "subject": "Re: Lunch?"} at 400ms, then fails "connection lost" times 1
set autosettle off
open Inbox
wait 200ms
expect screen contains 1. Alan Turing: Lunch?
expect screen lacks Grace Hopper
expect state updates == listening
wait 200ms
expect screen contains 2. Grace Hopper: Re: Lunch?
expect screen contains Updates stopped: connection lost
calls inbox.updates
# reconnecting reads the real service again
reconnect
settle
expect screen contains 3. Ada Lovelace: Welcome to the inbox
expect calls inbox.updates == 3
