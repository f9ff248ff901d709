#ifndef VIPER_SHELL_CLIBEDIT_H
#define VIPER_SHELL_CLIBEDIT_H
// libedit's native API (EditLine, History), loaded when the interactive shell
// first needs a line editor: `viper_libedit_load` opens the library and finds
// the functions below, each a one-line forward to libedit that keeps no
// state. The executable's line reader is the only user; the runtime and the
// shell engine never import it.
//
// Loaded, not linked: a program linked against libedit pays for loading it,
// and the three libraries it needs, at every start (about 0.4M instructions),
// while only the interactive shell on a terminal uses it.
#include <stdio.h>
#include <signal.h>
#include <sys/select.h>
#include <pthread.h>
#include <histedit.h>

/// Loads libedit (`libedit.so.2`, `libedit.3.dylib` on macOS) the first time;
/// NULL when it is loaded, else why it cannot be: one line, valid until the
/// next call. Main thread only.
const char *viper_libedit_load(void);

/// Loads the library named `name` (tried even when one is loaded; tests give a
/// name that does not exist): NULL when it loads and has every function below,
/// which then forward to it, else why not. A failure changes nothing.
const char *viper_libedit_load_named(const char *name);

// Everything below needs `viper_libedit_load` to have returned NULL.

/// Prompt callback: returns the prompt text (valid until the next call).
typedef char *(*viper_el_prompt_fn)(EditLine *);
/// Editor function callback (EL_ADDFN): returns one of the CC_* codes.
typedef unsigned char (*viper_el_command_fn)(EditLine *, int);
/// Character reader callback (EL_GETCFN): 1 and a character, 0 at end of input, -1 on error.
typedef int (*viper_el_read_fn)(EditLine *, wchar_t *);

/// el_init on the process's standard streams (Swift 6 cannot read the C
/// `stdin`/`stdout`/`stderr` globals safely).
EditLine *viper_el_init_standard_streams(const char *program);
/// el_end: ends editing and restores the terminal.
void viper_el_end(EditLine *el);
/// el_gets: reads one line; `count` is its length, 0 at end of input.
const char *viper_el_gets(EditLine *el, int *count);
/// el_line: the line being edited and the cursor.
const LineInfo *viper_el_line(EditLine *el);
/// el_insertstr: inserts at the cursor.
int viper_el_insertstr(EditLine *el, const char *text);
/// el_deletestr: deletes `count` characters before the cursor.
void viper_el_deletestr(EditLine *el, int count);
/// el_resize: reads the terminal's size again.
void viper_el_resize(EditLine *el);
/// el_source: reads `file`, or ~/.editrc when NULL.
int viper_el_source(EditLine *el, const char *file);

// `el_set` and `history` are C variadic functions, which Swift cannot call.
// These typed wrappers fix one argument list per operation the line reader uses.

/// EL_PROMPT_ESC: `ignore` brackets invisible characters (escape sequences).
int viper_el_set_prompt(EditLine *el, viper_el_prompt_fn fn, char ignore);
/// EL_EDITOR: "emacs" or "vi".
int viper_el_set_editor(EditLine *el, const char *mode);
/// EL_SIGNAL: 1 lets libedit restore the terminal when a signal arrives.
int viper_el_set_signal(EditLine *el, int on);
/// EL_ADDFN: registers a named editor function.
int viper_el_add_function(EditLine *el, const char *name, const char *help, viper_el_command_fn fn);
/// EL_BIND: binds a key sequence (e.g. "^I") to a named editor function.
int viper_el_bind(EditLine *el, const char *keys, const char *function);
/// EL_HIST: connects a History to the editor (Up/Down, Ctrl-P/Ctrl-N).
int viper_el_set_history(EditLine *el, History *h);
/// EL_GETCFN: replaces libedit's character reader.
int viper_el_set_read_function(EditLine *el, viper_el_read_fn fn);

/// history_init: a new History.
History *viper_history_init(void);
/// history_end: frees a History.
void viper_history_end(History *h);
/// H_SETSIZE: the most entries the History keeps.
int viper_history_set_size(History *h, int size);
/// H_SETUNIQUE: 1 drops an entry equal to the one before it.
int viper_history_set_unique(History *h, int unique);
/// H_ENTER: appends an entry.
int viper_history_enter(History *h, const char *line);

/// Waits until `fd` is readable, with `signals` unblocked only while waiting
/// (pselect), so a signal the caller blocked is either handled before the
/// wait starts or interrupts it: never lost in between. Returns 1 when
/// readable, -1 with errno set (EINTR: a signal was handled).
static inline int viper_wait_readable_unblocking(int fd, const sigset_t *signals) {
    sigset_t mask;
    fd_set readable;
    if (pthread_sigmask(SIG_SETMASK, NULL, &mask) != 0) return -1;
    for (int signo = 1; signo < NSIG; signo++) {
        if (sigismember(signals, signo) == 1) sigdelset(&mask, signo);
    }
    FD_ZERO(&readable);
    FD_SET(fd, &readable);
    return pselect(fd + 1, &readable, NULL, NULL, NULL, &mask) > 0 ? 1 : -1;
}

/// Writes `text` to the C `stdout` stream (the one libedit draws on) and flushes it.
static inline void viper_write_standard_output(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

#endif
