# The Todo shell's own command (Sources/TodoShell/GreetCommand.swift): declared
# parameters are checked before it runs.
greet Ada
greet Bob
expect error "greet: <name> must be one of Ada, Grace, not 'Bob'"
greet
expect error greet takes 1 argument, got 0 (usage: greet <name>)
