/*
 * help.c - the help builtin, printing what the rows of table.c hold (the
 * synopsis, a one-line description and a paragraph), so the text lives
 * next to the builtin it describes and cannot drift from its synopsis.
 *
 * As bash: an operand is a shell pattern (matched with the shell's own
 * matcher) or the start of a name; a header names the operands when one
 * of them is a pattern, and a name given exactly shows that topic alone;
 * the topics are the builtins and, from rt_help_topics, the compound
 * commands and reserved words under bash's names (`for ((', `[[ ... ]]');
 * without operands every topic is listed; when nothing matches, the last
 * operand is named in the error (status 1).
 */
#include <errno.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../output.h"
#include "../pattern.h"
#include "../shell.h"
#include "../version.h"
#include "table.h"

enum help_form { HELP_LONG, HELP_DESC, HELP_SYNOPSIS, HELP_MAN };

/* Appends TEXT with each line indented by four spaces (an empty line
 * gets the four spaces too, as bash prints them). */
static void help_indent(struct strbuf *sb, const char *text)
{
	while (*text) {
		const char *e = strchr(text, '\n');
		size_t n = e ? (size_t)(e - text) : strlen(text);
		sb_adds(sb, "    ");
		sb_addn(sb, text, n);
		sb_addc(sb, '\n');
		text += n + (e != NULL);
	}
}

static void help_one(struct strbuf *sb, const struct builtin *b,
		     enum help_form f)
{
	switch (f) {
	case HELP_DESC:
		sb_addf(sb, "%s - %s\n", b->name, b->desc);
		break;
	case HELP_SYNOPSIS:
		sb_addf(sb, "%s: %s\n", b->name, b->usage);
		break;
	case HELP_LONG:
		sb_addf(sb, "%s: %s\n", b->name, b->usage);
		help_indent(sb, b->desc);
		help_indent(sb, "\n");
		help_indent(sb, b->text);
		break;
	case HELP_MAN:
		sb_addf(sb, "NAME\n    %s - %s\n\nSYNOPSIS\n    %s\n\n",
			b->name, b->desc, b->usage);
		sb_adds(sb, "DESCRIPTION\n");
		help_indent(sb, b->desc);
		help_indent(sb, "\n");
		help_indent(sb, b->text);
		sb_adds(sb, "\nSEE ALSO\n    quirl(1)\n\nIMPLEMENTATION\n"
			    "    Quirl " QUIRL_VERSION "\n\n");
		break;
	}
}

/* The rows of rt_builtins and rt_help_topics merged in name order: the
 * next one after the cursors *b and *t (NULL at the end). */
static const struct builtin *help_next(const struct builtin **b,
				       const struct builtin **t)
{
	if (!(*b)->name && !(*t)->name)
		return NULL;
	if (!(*t)->name || ((*b)->name && strcmp((*b)->name, (*t)->name) < 0))
		return (*b)++;
	return (*t)++;
}

/* help without operands: every synopsis, '*' marking those turned off. */
static void help_list(struct shell *sh, struct strbuf *sb)
{
	sb_adds(sb, "quirl builtins and compound commands (help NAME for "
		    "one):\n");
	const struct builtin *b = rt_builtins, *t = rt_help_topics, *r;
	while ((r = help_next(&b, &t)))
		sb_addf(sb, "%c%s\n",
			!r->fn || rt_builtin_enabled(sh, r) ? ' ' : '*',
			r->usage);
}

static bool help_matches(const char *pat, const char *name)
{
	return !strncmp(pat, name, strlen(pat)) || rt_pattern_match(pat, name);
}

int rt_builtin_help(struct shell *sh, const struct builtin *bi)
{
	struct strbuf sb;
	sb_init(&sb);
	help_one(&sb, bi, HELP_LONG);
	rt_out_write(sh, 1, sb.buf, sb.len);
	sb_free(&sb);
	return 2;
}

BUILTIN(help)
{
	enum help_form form = HELP_LONG;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "dsm")))
		if (c == '?')
			return 2;
		else
			form = c == 'd'   ? HELP_DESC
			       : c == 's' ? HELP_SYNOPSIS
					  : HELP_MAN;
	int i = g.ind;
	struct strbuf sb;
	sb_init(&sb);
	int status = 0;
	if (i == argc)
		help_list(sh, &sb);
	bool magic = false;
	for (int j = i; j < argc; j++)
		magic |= rt_pattern_has_magic(argv[j]);
	if (magic) {
		sb_addf(&sb, "Shell commands matching keyword%s `",
			argc - i > 1 ? "s" : "");
		for (int j = i; j < argc; j++)
			sb_addf(&sb, "%s%s", j > i ? ", " : "", argv[j]);
		sb_adds(&sb, "'\n\n");
	}
	bool found = false;
	for (int j = i; j < argc; j++) {
		/* a topic named exactly is the only one shown (bash):
		 * `help read' is not readarray and readonly too */
		const struct builtin *b = rt_builtins, *t = rt_help_topics, *r;
		const struct builtin *exact = NULL;
		while ((r = help_next(&b, &t)) && !exact)
			if (!strcmp(argv[j], r->name))
				exact = r;
		b = rt_builtins, t = rt_help_topics;
		while ((r = help_next(&b, &t)))
			if (exact ? r == exact
				  : help_matches(argv[j], r->name)) {
				help_one(&sb, r, form);
				found = true;
			}
	}
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0) {
		rt_err(sh, "help: write error: %s", strerror(errno));
		status = 1;
	}
	if (i < argc && !found) {
		const char *p = argv[argc - 1];
		rt_err(sh,
		       "help: no help topics match `%s'.  Try `help help' or "
		       "`man -k %s' or `info %s'.",
		       p, p, p);
		status = 1;
	}
	sb_free(&sb);
	return status;
}
