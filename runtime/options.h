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
};

/* The table behind `set -o`, `set +o` and $- (options.c). */
struct opt_desc {
	const char *name; /* long name for -o */
	char letter;      /* 0 when none */
	unsigned bit;
};
extern const struct opt_desc rt_opt_table[];
/* Options of Quirl's line editor that bash lacks: `set -o` lists them only
 * in an interactive shell, and SHELLOPTS never names them. */
#define OPT_EDITOR_ONLY (OPT_AUTOSUGGEST | OPT_HIGHLIGHT)
/* Privileged mode (-p): a shell whose effective user or group id differs
 * from the real one keeps it only with -p.  Sets the effective ids to the
 * real ones; -1 with the message printed when the system refuses. */
int rt_opt_drop_privileges(struct shell *sh);
/* Fills buf with the letters of $- (buf needs 32 bytes). */
/* Puts back set's options as OPTS held them (`local -' at the end of a
 * function); -i, -s and -c stay as they are. */
void rt_opt_restore(struct shell *sh, unsigned opts);
void rt_opt_dollar_minus(const struct shell *sh, char *buf);

/* SHELLOPTS and BASHOPTS: the names of the options that are on, sorted,
 * joined by ':' (SHELLOPTS also has the options Quirl never turns off,
 * braceexpand and interactive-comments), into OUT. */
struct strbuf;
void rt_opt_shellopts(const struct shell *sh, struct strbuf *out);
void rt_opt_bashopts(const struct shell *sh, struct strbuf *out);
/* At startup (bash mode): the options an exported SHELLOPTS or BASHOPTS
 * names are turned on; then both become readonly, built when read. */
void rt_opt_import_vars(struct shell *sh);

/* The shopt options (bit 0: accepted, always off), sorted by name. */
struct shopt_desc {
	const char *name;
	unsigned bit;
};
extern const struct shopt_desc rt_shopt_table[];

/* shopt options (builtins/set.c), bits of sh->shopts. */
enum {
	SHOPT_NULLGLOB = 1u << 0,
	SHOPT_FAILGLOB = 1u << 1,
	SHOPT_DOTGLOB = 1u << 2,
	SHOPT_NOCASEMATCH = 1u << 3,
	SHOPT_VARREDIR_CLOSE = 1u << 4, /* named fds close after the command */
	SHOPT_EXTGLOB = 1u << 5,
	SHOPT_GLOBSTAR = 1u << 6,
	SHOPT_NOCASEGLOB = 1u << 7,
	SHOPT_XPG_ECHO = 1u << 8,
	/* on by default; ranges always compare byte values (see
	 * docs/bash-compat.md), so turning it off changes nothing */
	SHOPT_GLOBASCIIRANGES = 1u << 9,
	SHOPT_HISTAPPEND = 1u << 10,   /* accepted; Quirl always appends */
	SHOPT_HISTVERIFY = 1u << 11,   /* an expanded line is edited again */
	SHOPT_HISTREEDIT = 1u << 12,   /* a failed expansion is edited again */
	SHOPT_CHECKJOBS = 1u << 13,    /* exit lists running jobs too */
	SHOPT_CHECKWINSIZE = 1u << 14, /* on by default: LINES, COLUMNS */
	SHOPT_HUPONEXIT = 1u << 15,    /* a login shell hangs up its jobs */
	/* programmable completion (builtins/complete.c) */
	SHOPT_PROGCOMP = 1u << 16,
	SHOPT_PROGCOMP_ALIAS = 1u << 17,
	SHOPT_HOSTCOMPLETE = 1u << 18,
	/* BASH_ARGV/BASH_ARGC, declare -F's source, the DEBUG trap's status
	 * (runtime/trap.c); turning it on or off sets -E and -T alike */
	SHOPT_EXTDEBUG = 1u << 19,
};

#endif
