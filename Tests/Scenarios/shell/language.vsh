# the command language itself.
echo plain   words   # a comment
echo "double \"quoted\" \\ text" 'single # quoted \n'
echo a"b c"'d'
set echo off
set width 40
set color off
set autosettle on
help
help open
modules
wait 2s
settle
source ../lib/open_cars.vshinc
expect top CarsList
expect depth 1
stack
actions
screen
dump
wait soon
expect error "bad duration 'soon'"
echo "unterminated
expect error 'unterminated "..." starting at column 6'
frobnicate
expect error "unknown command or action 'frobnicate'"
quit
echo never printed
expect depth 99
