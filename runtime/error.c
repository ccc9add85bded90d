/*
 * error.c - error messages, and the one routine that decides what an
 * error does to the shell.
 *
 * Invariants:
 *  - Messages have one form: "quirl: [FILE: ]line N: MESSAGE" on stderr,
 *    FILE the running code's file (the script, a sourced file), the
 *    location part left out when the shell is interactive or no line is
 *    known.
 *  - A caller prints its message, then names the kind of error with
 *    rt_error(); what follows (the status, whether a non-interactive shell
 *    exits, whether the rest of the command line is abandoned) is read from
 *    one table, with a column for posix mode (XCU 2.8.1, and where it
 *    leaves a choice what dash and bash --posix agree on) and one for bash
 *    mode (bash 5.2's behaviour).  Nothing else sets SKIP_EXIT for an
 *    error.
 *  - An interactive shell never exits for an error: where a script would
 *    exit, it abandons the command line (SKIP_ABORT).
 *  - Inside a command that may not end the shell (sh->nofatal: a builtin
 *    run through rt_run_argv, a command substitution in the shell's own
 *    process) an error only sets the status.
 *  - An error that already abandons the command line (SKIP_ABORT, as
 *    failglob does) keeps its status: the next error on the way out does
 *    not turn it into an exit.
 */
#include <stdarg.h>

#include "shell.h"
#include "error.h"
#include "options.h"
#include "output.h"
#include "callstack.h"

void rt_verr(struct shell *sh, const char *fmt, va_list ap)
{
	struct strbuf sb;
	sb_init(&sb);
	rt_verr_sb(sh, &sb, fmt, ap);
	rt_out_write(sh, 2, sb.buf, sb.len);
	sb_free(&sb);
}

/* "[FILE: ][WHERE: ]line N: " */
static void location(struct shell *sh, struct strbuf *sb, const char *file,
		     const char *where)
{
	if (file)
		sb_addf(sb, "%s: ", file);
	if (where)
		sb_addf(sb, "%s: ", where);
	sb_addf(sb, "line %d: ", sh->lineno);
}

/* "quirl: [FILE: ][WHERE: ]line N: ", the location part left out in an
 * interactive shell or when no line is known. */
static void prefix(struct shell *sh, struct strbuf *sb, const char *where)
{
	sb_adds(sb, "quirl: ");
	if (!sh->interactive && sh->lineno > 0)
		location(sh, sb, sh->cs ? rt_cs_source(sh) : NULL, where);
}

void rt_verr_sb(struct shell *sh, struct strbuf *out, const char *fmt,
		va_list ap)
{
	prefix(sh, out, NULL);
	sb_vaddf(out, fmt, ap);
	sb_addc(out, '\n');
}

/* A syntax error's location: as other messages' in a non-interactive
 * shell; an interactive one names it too for text read as a script is
 * (sh->nonint_depth: a sourced file, PROMPT_COMMAND, the FILE of
 * `quirl -i FILE`, named as bash names it), not for the terminal's
 * input or an eval string. */
static void syntax_prefix(struct shell *sh, struct strbuf *sb,
			  const char *where)
{
	if (!sh->interactive || !sh->nonint_depth || sh->lineno <= 0) {
		prefix(sh, sb, where);
		return;
	}
	sb_adds(sb, "quirl: ");
	location(sh, sb, where ? NULL : rt_cs_source(sh), where);
}

void rt_err_syntax(struct shell *sh, const char *where, int line,
		   const char *msg, const char *ctx)
{
	int saved = sh->lineno;
	sh->lineno = line;
	struct strbuf sb;
	sb_init(&sb);
	syntax_prefix(sh, &sb, where);
	sb_addf(&sb, "%s\n", msg);
	if (ctx && (!sh->interactive || sh->nonint_depth)) {
		syntax_prefix(sh, &sb, where);
		sb_addf(&sb, "`%s'\n", ctx);
	}
	rt_out_write(sh, 2, sb.buf, sb.len);
	sb_free(&sb);
	sh->lineno = saved;
}

void rt_err(struct shell *sh, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	rt_verr(sh, fmt, ap);
	va_end(ap);
}

void rt_err_noline(struct shell *sh, const char *fmt, ...)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_adds(&sb, "quirl: ");
	const char *file = sh->cs ? rt_cs_source(sh) : NULL;
	if (!sh->interactive && file)
		sb_addf(&sb, "%s: ", file);
	va_list ap;
	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	sb_addc(&sb, '\n');
	rt_out_write(sh, 2, sb.buf, sb.len);
	sb_free(&sb);
}

void rt_err_unset(struct shell *sh, const char *name, size_t len)
{
	rt_err(sh, "%.*s: %s", (int)len, name,
	       sh->opts & OPT_POSIX ? "parameter not set" : "unbound variable");
}

/* What an error does in one mode. */
enum consequence {
	GO_ON,   /* the status is set and the shell goes on */
	ABANDON, /* the rest of the command line is abandoned */
	EXIT,    /* a non-interactive shell exits (an interactive one
		    abandons the command line) */
};

struct outcome {
	enum consequence what;
	int status; /* 0: the caller's */
};

static const struct {
	struct outcome posix, bash;
} error_table[] = {
	/*                      posix mode        bash mode */
	[RT_E_EXPAND] = { { EXIT, 0 }, { EXIT, 1 } },
	[RT_E_ASSIGN] = { { EXIT, 1 }, { ABANDON, 1 } },
	[RT_E_LOOPVAR] = { { EXIT, 1 }, { GO_ON, 1 } },
	[RT_E_PREFIX] = { { EXIT, 1 }, { GO_ON, 1 } },
	[RT_E_PREFIX_READONLY] = { { EXIT, 1 }, { GO_ON, 0 } },
	[RT_E_SPECIAL] = { { EXIT, 0 }, { GO_ON, 0 } },
	[RT_E_REDIR_SPECIAL] = { { EXIT, 1 }, { GO_ON, 1 } },
	[RT_E_SYNTAX] = { { EXIT, 2 }, { GO_ON, 2 } },
	[RT_E_SYNTAX_ARRAY] = { { EXIT, 2 }, { GO_ON, 1 } },
	[RT_E_SYNTAX_CMDSUB] = { { EXIT, 1 }, { EXIT, 1 } },
	[RT_E_SCRIPT] = { { EXIT, 2 }, { EXIT, 2 } },
	[RT_E_SCRIPT_KEEP] = { { EXIT, 0 }, { EXIT, 0 } },
	[RT_E_ARITH] = { { EXIT, 0 }, { ABANDON, 1 } },
	[RT_E_FATAL] = { { EXIT, 0 }, { EXIT, 0 } },
	[RT_E_NESTING] = { { EXIT, 2 }, { EXIT, 2 } },
	[RT_E_LINE] = { { ABANDON, 1 }, { ABANDON, 1 } },
	[RT_E_LINE_EXPAND] = { { ABANDON, 1 }, { ABANDON, 1 } },
	[RT_E_LINE_READONLY] = { { EXIT, 1 }, { ABANDON, 0 } },
};

int rt_error(struct shell *sh, enum rt_error kind, int status)
{
	const struct outcome *o = sh->opts & OPT_POSIX
					  ? &error_table[kind].posix
					  : &error_table[kind].bash;
	if (o->status)
		status = o->status;
	/* an error on the way out of an earlier one changes nothing */
	if (sh->skip == SKIP_ABORT)
		return sh->status;
	if (sh->skip == SKIP_EXIT)
		return sh->exit_status;
	if (o->what == GO_ON)
		return status;
	/* bash: under set -e (even where it is ignored) a failed expansion
	 * or assignment that abandons the command line ends the shell */
	bool ends = (sh->opts & OPT_ERREXIT) && !sh->nofatal &&
		    (kind == RT_E_LINE_EXPAND || kind == RT_E_ASSIGN ||
		     kind == RT_E_LINE_READONLY);
	if (ends && kind == RT_E_LINE_READONLY)
		status = 1;
	if (o->what == ABANDON && !ends) {
		sh->status = status;
		if (sh->skip == SKIP_NONE)
			sh->skip = SKIP_ABORT;
		return status;
	}
	if (sh->nofatal)
		return status;
	/* bash -c leaves the string with 127 after an expansion error
	 * (bash mode; bash --posix too, dash with 2) */
	if (kind == RT_E_EXPAND && sh->cmdstr_top && !sh->interactive &&
	    !(sh->opts & OPT_POSIX))
		status = 127;
	if (!sh->interactive) {
		sh->skip = SKIP_EXIT;
		sh->exit_status = status;
	} else if (sh->skip == SKIP_NONE) {
		sh->skip = SKIP_ABORT;
	}
	sh->status = status;
	return status;
}
