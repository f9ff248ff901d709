// libedit loaded with dlopen on first use; see CLibEdit.h.
#include "CLibEdit.h"
#include <dlfcn.h>

#if defined(__APPLE__)
static const char *const libraryName = "libedit.3.dylib";
#else
static const char *const libraryName = "libedit.so.2";
#endif

// libedit's functions, found by name once the library is open.
struct Functions {
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    const char *(*el_gets)(EditLine *, int *);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    void (*el_deletestr)(EditLine *, int);
    void (*el_resize)(EditLine *);
    int (*el_source)(EditLine *, const char *);
    int (*el_set)(EditLine *, int, ...);
    History *(*history_init)(void);
    void (*history_end)(History *);
    int (*history)(History *, HistEvent *, int, ...);
};
static struct Functions libedit;

static int loaded = 0;
static char problem[512];

const char *viper_libedit_load(void) {
    if (loaded) return NULL;
    return viper_libedit_load_named(libraryName);
}

const char *viper_libedit_load_named(const char *name) {
    struct Functions found;
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        snprintf(problem, sizeof problem, "cannot load %s: %s", name, why != NULL ? why : "unknown error");
        return problem;
    }
    struct { const char *symbol; void **address; } functions[] = {
        {"el_init", (void **)&found.el_init},
        {"el_end", (void **)&found.el_end},
        {"el_gets", (void **)&found.el_gets},
        {"el_line", (void **)&found.el_line},
        {"el_insertstr", (void **)&found.el_insertstr},
        {"el_deletestr", (void **)&found.el_deletestr},
        {"el_resize", (void **)&found.el_resize},
        {"el_source", (void **)&found.el_source},
        {"el_set", (void **)&found.el_set},
        {"history_init", (void **)&found.history_init},
        {"history_end", (void **)&found.history_end},
        {"history", (void **)&found.history},
    };
    for (size_t index = 0; index < sizeof functions / sizeof functions[0]; index++) {
        *functions[index].address = dlsym(handle, functions[index].symbol);
        if (*functions[index].address == NULL) {
            snprintf(problem, sizeof problem, "%s has no function %s", name, functions[index].symbol);
            dlclose(handle);
            return problem;
        }
    }
    libedit = found;
    loaded = 1;
    return NULL;
}

EditLine *viper_el_init_standard_streams(const char *program) { return libedit.el_init(program, stdin, stdout, stderr); }
void viper_el_end(EditLine *el) { libedit.el_end(el); }
const char *viper_el_gets(EditLine *el, int *count) { return libedit.el_gets(el, count); }
const LineInfo *viper_el_line(EditLine *el) { return libedit.el_line(el); }
int viper_el_insertstr(EditLine *el, const char *text) { return libedit.el_insertstr(el, text); }
void viper_el_deletestr(EditLine *el, int count) { libedit.el_deletestr(el, count); }
void viper_el_resize(EditLine *el) { libedit.el_resize(el); }
int viper_el_source(EditLine *el, const char *file) { return libedit.el_source(el, file); }

int viper_el_set_prompt(EditLine *el, viper_el_prompt_fn fn, char ignore) { return libedit.el_set(el, EL_PROMPT_ESC, fn, ignore); }
int viper_el_set_editor(EditLine *el, const char *mode) { return libedit.el_set(el, EL_EDITOR, mode); }
int viper_el_set_signal(EditLine *el, int on) { return libedit.el_set(el, EL_SIGNAL, on); }
int viper_el_add_function(EditLine *el, const char *name, const char *help, viper_el_command_fn fn) {
    return libedit.el_set(el, EL_ADDFN, name, help, fn);
}
int viper_el_bind(EditLine *el, const char *keys, const char *function) {
    return libedit.el_set(el, EL_BIND, keys, function, (const char *)NULL);
}
int viper_el_set_history(EditLine *el, History *h) { return libedit.el_set(el, EL_HIST, libedit.history, h); }
int viper_el_set_read_function(EditLine *el, viper_el_read_fn fn) { return libedit.el_set(el, EL_GETCFN, fn); }

History *viper_history_init(void) { return libedit.history_init(); }
void viper_history_end(History *h) { libedit.history_end(h); }
int viper_history_set_size(History *h, int size) {
    HistEvent event;
    return libedit.history(h, &event, H_SETSIZE, size);
}
int viper_history_set_unique(History *h, int unique) {
    HistEvent event;
    return libedit.history(h, &event, H_SETUNIQUE, unique);
}
int viper_history_enter(History *h, const char *line) {
    HistEvent event;
    return libedit.history(h, &event, H_ENTER, line);
}
