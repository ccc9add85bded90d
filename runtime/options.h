/*
 * options.h - the shell options: `set -o` (sh->opts, OPT_*) and `shopt`
 * (sh->shopts, SHOPT_*).  Implemented in options.c and builtins/set.c.
 *
 * Invariants:
 *  - Every option has one bit; rt_opt_table lists the `set -o` ones in the
 *    order `set -o` prints them, and $- is derived from it, never stored.
 *  - Changing an option that compiled code may have assumed bumps
 *    sh->jit.gen (builtins/set.c).
 */
#ifndef QUIRL_OPTIONS_H
#define QUIRL_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

struct shell;

enum shell_opt {
	OPT_ALLEXPORT = 1u << 0,    /* -a */
	OPT_NOTIFY = 1u << 1,       /* -b */
	OPT_NOCLOBBER = 1u << 2,    /* -C */
	OPT_ERREXIT = 1u << 3,      /* -e */
	OPT_NOGLOB = 1u << 4,       /* -f */
	OPT_HASHALL = 1u << 5,      /* -h */
	OPT_INTERACTIVE = 1u << 6,  /* -i */
	OPT_MONITOR = 1u << 7,      /* -m */
	OPT_NOEXEC = 1u << 8,       /* -n */
	OPT_STDIN = 1u << 9,        /* -s */
	OPT_NOUNSET = 1u << 10,     /* -u */
	OPT_VERBOSE = 1u << 11,     /* -v */
	OPT_XTRACE = 1u << 12,      /* -x */
	OPT_CMDSTR = 1u << 13,      /* -c (only in $-) */
	OPT_PIPEFAIL = 1u << 14,    /* -o pipefail */
	OPT_IGNOREEOF = 1u << 15,   /* -o ignoreeof */
	OPT_VI = 1u << 16,          /* -o vi */
	OPT_EMACS = 1u << 17,       /* -o emacs */
	OPT_NOLOG = 1u << 18,       /* -o nolog */
	OPT_POSIX = 1u << 19,       /* -o posix */
	OPT_PRIVILEGED = 1u << 20,  /* -p */
	OPT_ERRTRACE = 1u << 21,    /* -E */
	OPT_FUNCTRACE = 1u << 22,   /* -T */
	OPT_HISTEXPAND = 1u << 23,  /* -H: '!' history expansion */
	OPT_HISTORY = 1u << 24,     /* -o history: lines read are recorded */
	OPT_AUTOSUGGEST = 1u << 25, /* -o autosuggest (line editor) */
	OPT_HIGHLIGHT = 1u << 26,   /* -o highlight (line editor) */
	OPT_BRACEEXPAND = 1u << 27, /* -B: {a,b} (not in posix mode) */
	OPT_PHYSICAL = 1u << 28,    /* -P: cd and pwd resolve symlinks */
	OPT_ONECMD = 1u << 29,      /* -t: exit after one command read */
	OPT_KEYWORD = 1u << 30,     /* -k: NAME=value arguments are prefixes */
};

/* The table behind `set -o`, `set +o` and $- (options.c), sorted by name
 * as bash lists them.  interactive-comments is a shopt option too: its
 * row has bit 0 and names the sh->shopts bit in shbit instead. */
struct opt_desc {
	const char *name; /* long name for -o */
	char letter;      /* 0 when none */
	unsigned bit;
	uint64_t shbit;
};
/* Whether option O is on; turns it on or off (without the side effects
 * of `set`, builtins/set.c, but with those bash's options have on each
 * other: posix mode turns shopt inherit_errexit on). */
bool rt_opt_on(const struct shell *sh, const struct opt_desc *o);
void rt_opt_put(struct shell *sh, const struct opt_desc *o, bool on);
extern const struct opt_desc rt_opt_table[];
/* The row of the set -o option NAME, or NULL. */
const struct opt_desc *rt_opt_find(const char *name);
/* Options of Quirl's line editor that bash lacks: `set -o` lists them only
 * in an interactive shell, and SHELLOPTS never names them. */
#define OPT_EDITOR_ONLY (OPT_AUTOSUGGEST | OPT_HIGHLIGHT)
/* Privileged mode (-p): a shell whose effective user or group id differs
 * from the real one keeps it only with -p.  Sets the effective ids to the
 * real ones; -1 with the message printed when the system refuses. */
int rt_opt_drop_privileges(struct shell *sh);
/* Puts back set's options as OPTS held them (`local -' at the end of a
 * function); -i, -s and -c stay as they are. */
void rt_opt_restore(struct shell *sh, unsigned opts);
/* Fills buf with the letters of $- in bash's order (buf needs 32
 * bytes). */
void rt_opt_dollar_minus(const struct shell *sh, char *buf);

/* SHELLOPTS and BASHOPTS: the names of the options that are on, joined
 * by ':', in the order of their tables, into OUT. */
struct strbuf;
void rt_opt_shellopts(const struct shell *sh, struct strbuf *out);
void rt_opt_bashopts(const struct shell *sh, struct strbuf *out);
/* At startup (bash mode): the options an exported SHELLOPTS or BASHOPTS
 * names are turned on; then both become readonly, built when read. */
void rt_opt_import_vars(struct shell *sh);

/* The shopt options, in the order bash 5.2's `shopt` lists them (not
 * quite sorted: autocd comes before assoc_expand_once).  Every option has
 * its own bit, so one that changes nothing in Quirl can still be set,
 * listed and named in BASHOPTS (docs/bash-compat.md lists those).
 * RT_SHOPT_READONLY ones (login_shell, restricted_shell) describe how the
 * shell was started: `shopt -s/-u` leaves them as they are, silently and
 * with status 0, as bash does. */
struct shopt_desc {
	const char *name;
	uint64_t bit;
};
extern const struct shopt_desc rt_shopt_table[];
/* The row of NAME, or NULL. */
const struct shopt_desc *rt_shopt_find(const char *name);

/* shopt options, bits of sh->shopts (64 bits: bash 5.2 has 57 options). */
#define SHOPT_NULLGLOB (1ull << 0)
#define SHOPT_FAILGLOB (1ull << 1)
#define SHOPT_DOTGLOB (1ull << 2)
#define SHOPT_NOCASEMATCH (1ull << 3)
#define SHOPT_VARREDIR_CLOSE (1ull << 4) /* named fds close after the command */
#define SHOPT_EXTGLOB (1ull << 5)
#define SHOPT_GLOBSTAR (1ull << 6)
#define SHOPT_NOCASEGLOB (1ull << 7)
#define SHOPT_XPG_ECHO (1ull << 8)
/* on by default; ranges always compare byte values (see
 * docs/bash-compat.md), so turning it off changes nothing */
#define SHOPT_GLOBASCIIRANGES (1ull << 9)
#define SHOPT_HISTAPPEND (1ull << 10)   /* accepted; Quirl always appends */
#define SHOPT_HISTVERIFY (1ull << 11)   /* an expanded line is edited again */
#define SHOPT_HISTREEDIT (1ull << 12)   /* a failed expansion is edited again */
#define SHOPT_CHECKJOBS (1ull << 13)    /* exit lists running jobs too */
#define SHOPT_CHECKWINSIZE (1ull << 14) /* on by default: LINES, COLUMNS */
#define SHOPT_HUPONEXIT (1ull << 15)    /* a login shell hangs up its jobs */
/* programmable completion (builtins/complete.c) */
#define SHOPT_PROGCOMP (1ull << 16)
#define SHOPT_PROGCOMP_ALIAS (1ull << 17)
#define SHOPT_HOSTCOMPLETE (1ull << 18)
#define SHOPT_EXTDEBUG (1ull << 19)             /* accepted (branch debug21) */
#define SHOPT_PATSUB_REPLACEMENT (1ull << 20)   /* accepted (branch misc22) */
#define SHOPT_INHERIT_ERREXIT (1ull << 21)      /* $(...) keeps set -e */
#define SHOPT_LASTPIPE (1ull << 22)             /* last pipe element in shell */
#define SHOPT_LOGIN_SHELL (1ull << 23)          /* read-only */
#define SHOPT_PROMPTVARS (1ull << 24)           /* prompts are expanded */
#define SHOPT_SOURCEPATH (1ull << 25)           /* `.` searches PATH */
#define SHOPT_EXPAND_ALIASES (1ull << 26)       /* aliases outside posix mode */
#define SHOPT_INTERACTIVE_COMMENTS (1ull << 27) /* also set -o's */
#define SHOPT_RESTRICTED_SHELL (1ull << 28)     /* read-only, always off */
/* accepted only: they change nothing in Quirl */
#define SHOPT_AUTOCD (1ull << 29)
#define SHOPT_ASSOC_EXPAND_ONCE (1ull << 30)
#define SHOPT_CDABLE_VARS (1ull << 31)
#define SHOPT_CDSPELL (1ull << 32)
#define SHOPT_CHECKHASH (1ull << 33)
#define SHOPT_CMDHIST (1ull << 34)
#define SHOPT_COMPAT31 (1ull << 35)
#define SHOPT_COMPAT32 (1ull << 36)
#define SHOPT_COMPAT40 (1ull << 37)
#define SHOPT_COMPAT41 (1ull << 38)
#define SHOPT_COMPAT42 (1ull << 39)
#define SHOPT_COMPAT43 (1ull << 40)
#define SHOPT_COMPAT44 (1ull << 41)
#define SHOPT_COMPLETE_FULLQUOTE (1ull << 42)
#define SHOPT_DIREXPAND (1ull << 43)
#define SHOPT_DIRSPELL (1ull << 44)
#define SHOPT_EXECFAIL (1ull << 45)
#define SHOPT_EXTQUOTE (1ull << 46)
#define SHOPT_FORCE_FIGNORE (1ull << 47)
#define SHOPT_GLOBSKIPDOTS (1ull << 48)
#define SHOPT_GNU_ERRFMT (1ull << 49)
#define SHOPT_LITHIST (1ull << 50)
#define SHOPT_LOCALVAR_INHERIT (1ull << 51)
#define SHOPT_LOCALVAR_UNSET (1ull << 52)
#define SHOPT_MAILWARN (1ull << 53)
#define SHOPT_NO_EMPTY_CMD_COMPLETION (1ull << 54)
#define SHOPT_NOEXPAND_TRANSLATION (1ull << 55)
#define SHOPT_SHIFT_VERBOSE (1ull << 56)
#define RT_SHOPT_READONLY (SHOPT_LOGIN_SHELL | SHOPT_RESTRICTED_SHELL)
/* bash 5.2's defaults for a non-interactive shell */
#define RT_SHOPT_DEFAULTS                                                      \
	(SHOPT_CHECKWINSIZE | SHOPT_CMDHIST | SHOPT_COMPLETE_FULLQUOTE |       \
	 SHOPT_EXTQUOTE | SHOPT_FORCE_FIGNORE | SHOPT_GLOBASCIIRANGES |        \
	 SHOPT_GLOBSKIPDOTS | SHOPT_HOSTCOMPLETE |                             \
	 SHOPT_INTERACTIVE_COMMENTS | SHOPT_PATSUB_REPLACEMENT |               \
	 SHOPT_PROGCOMP | SHOPT_PROMPTVARS | SHOPT_SOURCEPATH)

#endif
