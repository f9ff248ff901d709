#ifndef VIPER_SHELL_CLIBEDIT_SHIM_H
#define VIPER_SHELL_CLIBEDIT_SHIM_H
// libedit's native API (EditLine, History, Tokenizer). The executable's line
// reader is the only user; the runtime and the shell engine never import it.
#include <stdio.h>
#include <histedit.h>
#endif
