/*
 * fuzz_expand.c - libFuzzer harness for word expansion (runtime/expand.c,
 * and through it pattern.c, glob.c, arith.c and var.c).  The input is
 * parsed as the arguments of `: INPUT`; the first complete command, if it
 * is a simple command, has its words expanded with rt_expand to fields
 * (EXP_FIELDS: split and glob) and each word also to a string in the
 * pattern, assignment and here-document modes, against the fixed variable
 * table of fuzz_shell.h.
 *
 * The harness must never fork: a command whose words contain a command
 * substitution anywhere (also nested in ${...} operands or $((...)) text)
 * is skipped rather than expanded, so rt_cmdsub is never reached.  Input
 * containing '/' expands with noglob so a pattern cannot walk the whole
 * file system; globbing of the current directory still runs.
 */
#include "fuzz_shell.h"
#include "frontend/parser.h"
#include "runtime/expand.h"
#include "runtime/options.h"

static bool parts_safe(const struct wpart *p);

static bool word_safe(const struct word *w)
{
	return !w || parts_safe(w->parts);
}

static bool parts_safe(const struct wpart *p)
{
	for (; p; p = p->next) {
		switch (p->kind) {
		case WP_CMDSUB:
		case WP_PROCSUB: /* both fork */
			return false;
		case WP_DQUOTE:
			if (!parts_safe(p->sub))
				return false;
			break;
		case WP_PARAM:
			if (!word_safe(p->param.arg) ||
			    !word_safe(p->param.arg2) ||
			    !word_safe(p->param.index))
				return false;
			break;
		case WP_ARITH:
			if (!parts_safe(p->arith.text))
				return false;
			break;
		default:
			break;
		}
	}
	return true;
}

static void expand_words(struct shell *sh, const struct node *n)
{
	struct strvec out = { 0 };
	rt_expand(sh, n->simple.argv, n->simple.argc, EXP_FIELDS, &out, NULL);
	sv_free(&out);
	static const unsigned modes[] = { 0, EXP_PATTERN, EXP_ASSIGN,
					  EXP_HEREDOC, EXP_REGEX };
	for (int i = 0; i < n->simple.argc; i++) {
		for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
			char *s = NULL;
			sh->skip = SKIP_NONE;
			if (rt_expand(sh, &n->simple.argv[i], 1, modes[m], NULL,
				      &s) == 0)
				free(s);
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct strbuf text;
	sb_init(&text);
	sb_addn(&text, ": ", 2);
	sb_addn(&text, (const char *)data, size);
	struct parser *p = parser_new_string(text.buf, text.len, NULL, 1);
	struct arena *a = NULL;
	struct node *n = NULL;
	if (parser_next(p, &a, &n) == PARSE_OK && n && n->kind == N_SIMPLE) {
		bool safe = true;
		for (int i = 0; i < n->simple.argc && safe; i++)
			safe = word_safe(n->simple.argv[i]);
		if (safe) {
			struct shell sh;
			fz_shell_init(&sh);
			if (memchr(data, '/', size))
				sh.opts |= OPT_NOGLOB;
			expand_words(&sh, n);
			fz_shell_free(&sh);
		}
	}
	if (a)
		arena_unref(a);
	parser_free(p);
	sb_free(&text);
	return 0;
}
