/*
 * test_parser.c - cmocka tests of the lexer and parser: the AST produced
 * for each construct, error messages and lines, incremental input,
 * aliases, here-documents, hostile input.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "frontend/parser.h"
#include "runtime/util.h"

/* ------------------------------------------------------------ helpers */

static const char *test_alias(void *ctx, const char *name)
{
	(void)ctx;
	static const char *const tab[][2] = {
		{ "ll", "ls -l" },      { "ls", "ls -F" },
		{ "n", "nohup " },      { "t", "if true; then" },
		{ "e", "echo " },       { "loop", "loop again" },
		{ "pipe", "echo a |" }, { NULL, NULL },
	};
	for (int i = 0; tab[i][0]; i++)
		if (!strcmp(tab[i][0], name))
			return tab[i][1];
	return NULL;
}

static const struct parser_hooks hooks = { test_alias, NULL, NULL,
					   NULL,       NULL, NULL };

struct parsed {
	struct parser *p;
	struct arena *a;
	struct node *n;
	enum parse_status st;
};

static struct parsed parse(const char *src)
{
	struct parsed r;
	r.p = parser_new_string(src, strlen(src), &hooks, 1);
	r.st = parser_all(r.p, &r.a, &r.n);
	return r;
}

static void done(struct parsed *r)
{
	arena_unref(r->a);
	parser_free(r->p);
}

/* The dump of SRC, or "ERROR line N: msg". Caller frees. */
static char *dump(const char *src)
{
	struct parsed r = parse(src);
	struct strbuf sb;
	sb_init(&sb);
	if (r.st == PARSE_OK)
		ast_print(&sb, r.n);
	else
		sb_addf(&sb, "ERROR line %d: %s", parser_error_line(r.p),
			parser_error_msg(r.p));
	done(&r);
	return sb_detach(&sb);
}

static void check_dump(const char *src, const char *want)
{
	char *got = dump(src);
	assert_string_equal(got, want);
	free(got);
}

static void check_error(const char *src, int line, const char *msg)
{
	struct parsed r = parse(src);
	assert_int_equal(r.st, PARSE_ERROR);
	assert_string_equal(parser_error_msg(r.p), msg);
	assert_int_equal(parser_error_line(r.p), line);
	done(&r);
}

static void check_unparse(const char *src, const char *want)
{
	struct parsed r = parse(src);
	assert_int_equal(r.st, PARSE_OK);
	struct strbuf sb;
	sb_init(&sb);
	ast_unparse(&sb, r.n);
	assert_string_equal(sb_str(&sb), want);
	sb_free(&sb);
	done(&r);
}

/* ------------------------------------------------------------ structure */

static void test_simple_command(void **state)
{
	(void)state;
	struct parsed r = parse("a=1 b= echo >out x 2>&1 y=2\n");
	assert_int_equal(r.st, PARSE_OK);
	struct node *n = r.n;
	assert_non_null(n);
	assert_null(n->next);
	assert_int_equal(n->kind, N_SIMPLE);
	assert_int_equal(n->lineno, 1);
	struct assign *a = n->simple.assigns;
	assert_string_equal(a->name, "a");
	assert_int_equal(a->value->parts->kind, WP_LIT);
	assert_string_equal(a->value->parts->lit.s, "1");
	assert_string_equal(a->next->name, "b");
	assert_null(a->next->value);
	assert_null(a->next->next);
	assert_int_equal(n->simple.argc, 3);
	assert_string_equal(n->simple.argv[0]->parts->lit.s, "echo");
	assert_string_equal(n->simple.argv[1]->parts->lit.s, "x");
	/* after the command name an assignment is an ordinary word */
	assert_string_equal(n->simple.argv[2]->parts->lit.s, "y=2");
	struct redir *rd = n->redirs;
	assert_int_equal(rd->op, R_OUT);
	assert_int_equal(rd->fd, 1);
	assert_string_equal(rd->target->parts->lit.s, "out");
	assert_int_equal(rd->next->op, R_DUPOUT);
	assert_int_equal(rd->next->fd, 2);
	assert_null(rd->next->next);
	done(&r);
}

static void test_redirection_ops(void **state)
{
	(void)state;
	check_dump("c <a >b >|c >>d <&3 >&4 <>e 9<f 10>g <<<h\n",
		   "simple @1\n"
		   "  arg word lit\"c\"\n"
		   "  redir 0 < word lit\"a\"\n"
		   "  redir 1 > word lit\"b\"\n"
		   "  redir 1 >| word lit\"c\"\n"
		   "  redir 1 >> word lit\"d\"\n"
		   "  redir 0 <& word lit\"3\"\n"
		   "  redir 1 >& word lit\"4\"\n"
		   "  redir 0 <> word lit\"e\"\n"
		   "  redir 9 < word lit\"f\"\n"
		   "  redir 10 > word lit\"g\"\n"
		   "  redir 0 <<< word lit\"h\"\n");
	/* digits not directly before the operator are a word */
	check_dump("echo 2 >x\n", "simple @1\n"
				  "  arg word lit\"echo\"\n"
				  "  arg word lit\"2\"\n"
				  "  redir 1 > word lit\"x\"\n");
}

static void test_pipeline_andor_bg(void **state)
{
	(void)state;
	struct parsed r = parse("! a | b && c || d & e\n");
	assert_int_equal(r.st, PARSE_OK);
	struct node *n = r.n;
	assert_int_equal(n->kind, N_BG);
	struct node *o = n->sub.body;
	assert_int_equal(o->kind, N_OR);
	assert_int_equal(o->andor.left->kind, N_AND);
	struct node *pp = o->andor.left->andor.left;
	assert_int_equal(pp->kind, N_PIPE);
	assert_true(pp->pipe.bang);
	assert_int_equal(pp->pipe.ncmds, 2);
	assert_int_equal(n->next->kind, N_SIMPLE);
	assert_null(n->next->next);
	done(&r);
	check_dump("a |\n\n b\n", "pipe @1\n"
				  "  simple @1\n"
				  "    arg word lit\"a\"\n"
				  "  simple @3\n"
				  "    arg word lit\"b\"\n");
}

static void test_if_elif(void **state)
{
	(void)state;
	struct parsed r = parse("if a\nthen b\nelif c; then d\nelse e; fi\n");
	assert_int_equal(r.st, PARSE_OK);
	struct node *n = r.n;
	assert_int_equal(n->kind, N_IF);
	assert_false(n->if_.elif);
	struct node *el = n->if_.els;
	assert_int_equal(el->kind, N_IF);
	assert_true(el->if_.elif);
	assert_int_equal(el->lineno, 3);
	assert_int_equal(el->if_.els->kind, N_SIMPLE);
	assert_int_equal(el->if_.els->lineno, 4);
	done(&r);
}

static void test_for_forms(void **state)
{
	(void)state;
	const char *srcs[] = {
		"for i do :; done",
		"for i; do :; done",
		"for i\ndo :; done",
		"for i\n\ndo\n:\ndone",
	};
	for (size_t k = 0; k < sizeof srcs / sizeof *srcs; k++) {
		struct parsed r = parse(srcs[k]);
		assert_int_equal(r.st, PARSE_OK);
		assert_int_equal(r.n->kind, N_FOR);
		assert_false(r.n->for_.has_in);
		assert_string_equal(r.n->for_.var, "i");
		done(&r);
	}
	struct parsed r = parse("for x\nin a do 'b'\ndo echo; done");
	assert_int_equal(r.st, PARSE_OK);
	assert_true(r.n->for_.has_in);
	assert_int_equal(r.n->for_.nwords, 3);
	assert_string_equal(r.n->for_.words[1]->parts->lit.s, "do");
	done(&r);
	r = parse("for x in; do :; done");
	assert_int_equal(r.st, PARSE_OK);
	assert_true(r.n->for_.has_in);
	assert_int_equal(r.n->for_.nwords, 0);
	done(&r);
}

static void test_case(void **state)
{
	(void)state;
	struct parsed r = parse("case $x in\n(a|b) one;;\nc) ;;\n"
				"d) x;&\ne) y;;&\n*) z\nesac");
	assert_int_equal(r.st, PARSE_OK);
	struct node *n = r.n;
	assert_int_equal(n->kind, N_CASE);
	assert_int_equal(n->case_.subject->parts->kind, WP_PARAM);
	struct case_item *it = n->case_.items;
	assert_int_equal(it->npats, 2);
	assert_int_equal(it->term, CASE_BREAK);
	it = it->next;
	assert_null(it->body);
	it = it->next;
	assert_int_equal(it->term, CASE_FALLTHROUGH);
	it = it->next;
	assert_int_equal(it->term, CASE_CONTINUE);
	it = it->next;
	assert_int_equal(it->term, CASE_BREAK);
	assert_true(it->pats[0]->flags & W_GLOB);
	assert_null(it->next);
	done(&r);
	check_dump("case x in esac", "case @1\n  subject word lit\"x\"\n");
	check_dump("case x in (esac) ;; esac",
		   "case @1\n  subject word lit\"x\"\n  item ;;\n"
		   "    pattern word lit\"esac\"\n");
}

static void test_functions(void **state)
{
	(void)state;
	struct parsed r = parse("f() { echo; } >o\nfunction g { :; }\n"
				"function h() (:)\nk ()\n{ :; }");
	assert_int_equal(r.st, PARSE_OK);
	struct node *n = r.n;
	assert_int_equal(n->kind, N_FUNCDEF);
	assert_string_equal(n->func.name, "f");
	assert_int_equal(n->func.body->kind, N_GROUP);
	assert_int_equal(n->func.body->redirs->op, R_OUT);
	assert_string_equal(n->next->func.name, "g");
	assert_int_equal(n->next->next->func.body->kind, N_SUBSHELL);
	assert_string_equal(n->next->next->next->func.name, "k");
	done(&r);
	check_error("f() echo", 1, "syntax error near unexpected token `echo'");
}

static void test_reserved_words_positions(void **state)
{
	(void)state;
	/* not in command position: ordinary words */
	check_dump("echo if then }\n", "simple @1\n"
				       "  arg word lit\"echo\"\n"
				       "  arg word lit\"if\"\n"
				       "  arg word lit\"then\"\n"
				       "  arg word lit\"}\"\n");
	/* '}' glued to a word does not close the group */
	check_dump("{ echo a}; }", "group @1\n"
				   "  simple @1\n"
				   "    arg word lit\"echo\"\n"
				   "    arg word lit\"a}\"\n");
	/* quoted reserved words are commands */
	check_dump("'if'", "simple @1\n  arg word(quoted) qlit\"if\"\n");
}

/* ------------------------------------------------------------ words */

static void test_word_parts(void **state)
{
	(void)state;
	check_dump("echo a\"b $c\"'d'\\e*\n",
		   "simple @1\n"
		   "  arg word lit\"echo\"\n"
		   "  arg word(glob,quoted,expand) lit\"a\" dq[qlit\"b \" "
		   "param(c)] qlit\"de\" lit\"*\"\n");
	check_dump("echo \"a\\$b\\c\\\"\"",
		   "simple @1\n  arg word lit\"echo\"\n"
		   "  arg word(quoted) dq[qlit\"a$b\\\\c\\\"\"]\n");
	check_dump("echo ''", "simple @1\n  arg word lit\"echo\"\n"
			      "  arg word(quoted) qlit\"\"\n");
}

static void test_params(void **state)
{
	(void)state;
	struct parsed r = parse("echo ${#x} ${#} ${x:-a b} ${y%%*.c} ${10} $10 "
				"${#-} ${##x} \"${z:+'q'}\"");
	assert_int_equal(r.st, PARSE_OK);
	struct word **v = r.n->simple.argv;
	assert_int_equal(v[1]->parts->param.op, PO_LENGTH);
	assert_string_equal(v[1]->parts->param.name, "x");
	assert_int_equal(v[2]->parts->param.op, PO_PLAIN);
	assert_string_equal(v[2]->parts->param.name, "#");
	struct wpart *p = v[3]->parts;
	assert_int_equal(p->param.op, PO_DEFAULT);
	assert_true(p->param.colon);
	assert_string_equal(p->param.arg->parts->lit.s, "a b");
	p = v[4]->parts;
	assert_int_equal(p->param.op, PO_RLARGE);
	assert_true(p->param.arg->flags & W_GLOB);
	assert_string_equal(v[5]->parts->param.name, "10");
	assert_string_equal(v[6]->parts->param.name, "1");
	assert_string_equal(v[6]->parts->next->lit.s, "0");
	assert_int_equal(v[7]->parts->param.op, PO_LENGTH);
	assert_string_equal(v[7]->parts->param.name, "-");
	assert_int_equal(v[8]->parts->param.op, PO_LSMALL);
	assert_string_equal(v[8]->parts->param.name, "#");
	/* inside double quotes, single quotes in the operand are literal */
	p = v[9]->parts->sub;
	assert_int_equal(p->param.op, PO_ALT);
	assert_int_equal(p->param.arg->parts->kind, WP_QLIT);
	assert_string_equal(p->param.arg->parts->lit.s, "'q'");
	done(&r);
	/* a ${...} that is no expansion fails only when expanded (bash):
	 * its text is kept, nested braces and quotes included */
	check_unparse("echo ${} ${a*b} ${(M)${(k)p[@]}:#x_*} \"${a b}\"",
		      "echo ${} ${a*b} ${(M)${(k)p[@]}:#x_*} \"${a b}\"");
	r = parse("echo ${(x'}')}");
	assert_int_equal(r.st, PARSE_OK);
	p = r.n->simple.argv[1]->parts;
	assert_int_equal(p->param.op, PO_BAD);
	assert_string_equal(p->param.name, "(x'}')");
	done(&r);
	check_error("echo ${(x\n", 1,
		    "unexpected EOF while looking for matching `}'");
	check_error("echo\necho ${x", 2,
		    "unexpected EOF while looking for matching `}'");
}

static void test_cmdsub(void **state)
{
	(void)state;
	struct parsed r = parse("echo $(case x in x) echo a;; esac) $( ) "
				"`echo \\`b\\`` \"`echo \\\"c\\\"`\"");
	assert_int_equal(r.st, PARSE_OK);
	struct word **v = r.n->simple.argv;
	struct wpart *p = v[1]->parts;
	assert_int_equal(p->kind, WP_CMDSUB);
	assert_false(p->cmdsub.backquote);
	assert_int_equal(p->cmdsub.body->kind, N_CASE);
	assert_null(v[2]->parts->cmdsub.body);
	p = v[3]->parts;
	assert_true(p->cmdsub.backquote);
	struct node *b = p->cmdsub.body;
	assert_int_equal(b->simple.argc, 2);
	assert_true(b->simple.argv[1]->parts->cmdsub.backquote);
	p = v[4]->parts->sub;
	b = p->cmdsub.body;
	assert_int_equal(b->simple.argv[1]->parts->kind, WP_DQUOTE);
	done(&r);
}

static void test_arith_words(void **state)
{
	(void)state;
	check_dump("echo $((1+2*x)) $(($y+1)) $((a) | (b)) $(( (1) + 2 ))",
		   "simple @1\n"
		   "  arg word lit\"echo\"\n"
		   "  arg word(expand) arith((+ 1 (* 2 x)))\n"
		   "  arg word(expand) arith[param(y) qlit\"+1\"]\n"
		   "  arg word(expand) cmdsub(( a ) | ( b ))\n"
		   "  arg word(expand) arith((+ 1 2))\n");
	/* a constant expression that does not parse fails at run time */
	check_dump("echo $((1+))", "simple @1\n  arg word lit\"echo\"\n"
				   "  arg word(expand) arith[qlit\"1+\"]\n");
}

static void test_tilde(void **state)
{
	(void)state;
	check_dump("echo ~ ~u/x a~ ~\"x\" x=~:~ P=~/a:~b/c:x~",
		   "simple @1\n"
		   "  arg word lit\"echo\"\n"
		   "  arg word(expand) tilde\"\"\n"
		   "  arg word(expand) tilde\"u\" lit\"/x\"\n"
		   "  arg word lit\"a~\"\n"
		   "  arg word(quoted) lit\"~\" dq[qlit\"x\"]\n"
		   /* assignment-like arguments: bash's tildes after = and :
		    * (expanded outside posix mode) */
		   "  arg word(expand) lit\"x=\" tilde\"\" lit\":\" "
		   "tilde\"\"\n"
		   "  arg word(expand) lit\"P=\" tilde\"\" lit\"/a:\" "
		   "tilde\"b\" lit\"/c:x~\"\n");
	check_dump("P=~/a:~b/c:x~ cmd",
		   "simple @1\n"
		   "  assign P= word(expand) tilde\"\" lit\"/a:\" tilde\"b\" "
		   "lit\"/c:x~\"\n"
		   "  arg word lit\"cmd\"\n");
}

static void test_continuation_comments_nul(void **state)
{
	(void)state;
	check_dump("ec\\\nho 'a\\\nb' # c \\\nd\n",
		   "simple @3\n"
		   "  arg word lit\"echo\"\n"
		   "  arg word(quoted) qlit\"a\\\\\\nb\"\n"
		   "simple @4\n"
		   "  arg word lit\"d\"\n");
	const char src[] = "ec\0ho a\0b";
	struct parser *p = parser_new_string(src, sizeof src - 1, NULL, 1);
	struct arena *a;
	struct node *n;
	assert_int_equal(parser_next(p, &a, &n), PARSE_OK);
	assert_string_equal(n->simple.argv[0]->parts->lit.s, "echo");
	assert_string_equal(n->simple.argv[1]->parts->lit.s, "ab");
	arena_unref(a);
	parser_free(p);
}

/* ------------------------------------------------------------ here-docs */

static void test_heredocs(void **state)
{
	(void)state;
	struct parsed r = parse("cat <<A <<'B'; cat <<-\"C\"\n"
				"a $x \\$y \\z\nA\n$b\nB\n\t\tc\n\tC\n"
				"echo $(cat <<D\nin\nD\n)\n");
	assert_int_equal(r.st, PARSE_OK);
	struct redir *rd = r.n->redirs;
	assert_string_equal(rd->delim, "A");
	assert_false(rd->flags & RF_QUOTED);
	struct wpart *p = rd->target->parts;
	assert_int_equal(p->kind, WP_QLIT);
	assert_string_equal(p->lit.s, "a ");
	assert_int_equal(p->next->kind, WP_PARAM);
	assert_string_equal(p->next->next->lit.s, " $y \\z\n");
	rd = rd->next;
	assert_true(rd->flags & RF_QUOTED);
	assert_string_equal(rd->target->parts->lit.s, "$b\n");
	rd = r.n->next->redirs;
	assert_true(rd->flags & RF_STRIPTABS);
	assert_string_equal(rd->target->parts->lit.s, "c\n");
	struct node *e = r.n->next->next;
	/* bash's line: where the token after the name ends, the ) */
	assert_int_equal(e->lineno, 11);
	struct node *in = e->simple.argv[1]->parts->cmdsub.body;
	assert_string_equal(in->redirs->target->parts->lit.s, "in\n");
	done(&r);
	/* a missing delimiter at end of input is accepted; the body ends
	 * with the newline the input lacked (bash) */
	check_dump("cat <<E\nx", "simple @1\n  arg word lit\"cat\"\n"
				 "  redir 0 << delim \"E\" word(quoted) "
				 "qlit\"x\\n\"\n");
	check_dump("cat <<E\nE", "simple @1\n  arg word lit\"cat\"\n"
				 "  redir 0 << delim \"E\" word\n");
}

/* ------------------------------------------------------------ errors */

static void test_errors(void **state)
{
	(void)state;
	check_error("if then fi", 1,
		    "syntax error near unexpected token `then'");
	check_error("echo a\n)", 2, "syntax error near unexpected token `)'");
	check_error("{ }", 1, "syntax error near unexpected token `}'");
	/* the last line counts as ended by a newline (bash) */
	check_error("a |", 2, "syntax error: unexpected end of file");
	check_error("a |\n", 2, "syntax error: unexpected end of file");
	/* an open quote: the line where it opened */
	check_error("echo 'x\ny", 1,
		    "unexpected EOF while looking for matching `''");
	check_error("a\n[[ -n x &&\n-n y", 2,
		    "unexpected EOF while looking for `]]'");
	/* in $( ): the line where the input ended */
	check_error("echo $(a\nb\n", 3,
		    "unexpected EOF while looking for matching `)'");
	check_error("echo $(a \"b", 1,
		    "unexpected EOF while looking for matching `\"'");
	check_error("(( 1 +", 1,
		    "unexpected EOF while looking for matching `)'");
	check_error("echo a;;", 1, "syntax error near unexpected token `;;'");
	/* `for 1 in' parses: a NAME that is no name fails when it runs */
	check_error("for x y; do :; done", 1,
		    "syntax error near unexpected token `y'");
	check_error("cat <\n", 1,
		    "syntax error near unexpected token `newline'");
	check_error("case x in a b) ;; esac", 1,
		    "syntax error near unexpected token `b'");
	check_error("while a; do b; fi", 1,
		    "syntax error near unexpected token `fi'");
	check_error("x() y", 1, "syntax error near unexpected token `y'");
}

static void test_deep_nesting(void **state)
{
	(void)state;
	const char *pats[] = { "(",      "{ ",  "$(",          "if a; then ",
			       "\"${x-", "$((", "while a; do " };
	for (size_t k = 0; k < sizeof pats / sizeof *pats; k++) {
		size_t n = 100000, l = strlen(pats[k]);
		char *s = malloc(n * l + 1);
		for (size_t i = 0; i < n; i++)
			memcpy(s + i * l, pats[k], l);
		s[n * l] = 0;
		struct parsed r = parse(s);
		assert_int_equal(r.st, PARSE_ERROR);
		/* "((((" and "$((((" are arithmetic up to the end of input */
		if (k != 0 && k != 5)
			assert_string_equal(parser_error_msg(r.p),
					    "syntax error: nesting too deep");
		done(&r);
		free(s);
	}
	/* moderately deep nesting is fine */
	char s[2000];
	memset(s, '(', 400);
	s[400] = 'a';
	memset(s + 401, ')', 400);
	s[801] = 0;
	struct parsed r = parse(s);
	assert_int_equal(r.st, PARSE_OK);
	done(&r);
}

static void test_garbage(void **state)
{
	(void)state;
	unsigned seed = 12345;
	char buf[256];
	for (int k = 0; k < 2000; k++) {
		for (size_t i = 0; i < sizeof buf; i++) {
			seed = seed * 1103515245u + 12345u;
			const char *alpha = "(){}$`'\"\\<>|&;\n #a=~*[0-9x-";
			buf[i] = (k & 1) ? (char)(seed >> 16)
					 : alpha[(seed >> 16) % strlen(alpha)];
		}
		struct parser *p =
			parser_new_string(buf, sizeof buf, &hooks, 1);
		struct arena *a;
		struct node *n;
		enum parse_status st;
		while ((st = parser_next(p, &a, &n)) == PARSE_OK)
			arena_unref(a);
		parser_free(p);
	}
}

/* ------------------------------------------------------------ input */

struct chunks {
	const char *s;
	size_t len, off, step;
};

static int read_chunk(void *ctx, void *sbv)
{
	struct chunks *c = ctx;
	if (c->off >= c->len)
		return 0;
	size_t n = c->len - c->off < c->step ? c->len - c->off : c->step;
	sb_addn(sbv, c->s + c->off, n);
	c->off += n;
	return 1;
}

/* Pull input in odd-sized chunks, errors recovered: exercises refills,
 * buffer compaction, retries after INCOMPLETE and parser_recover. */
static void test_pull_garbage(void **state)
{
	(void)state;
	unsigned seed = 777;
	static char buf[9000];
	const char *alpha = "(){}$`'\"\\<>|&;\n #a=~*ifthenfi\t";
	for (int k = 0; k < 60; k++) {
		for (size_t i = 0; i < sizeof buf; i++) {
			seed = seed * 1103515245u + 12345u;
			buf[i] = alpha[(seed >> 16) % strlen(alpha)];
		}
		struct chunks c = { buf, sizeof buf, 0, 1 + k % 50 };
		struct parser_input in = { read_chunk, &c, false, false };
		struct parser *p = parser_new(&in, &hooks, 1);
		parser_set_incremental(p, k & 1);
		for (int guard = 0; guard < 100000; guard++) {
			struct arena *a;
			struct node *n;
			enum parse_status st = parser_next(p, &a, &n);
			if (st == PARSE_OK) {
				arena_unref(a);
				continue;
			}
			if (st != PARSE_ERROR)
				break;
			parser_recover(p);
		}
		parser_free(p);
	}
}

struct lines {
	const char *const *v;
	int i;
};

static int read_line(void *ctx, void *sbv)
{
	struct lines *l = ctx;
	if (!l->v[l->i])
		return 0;
	sb_adds(sbv, l->v[l->i++]);
	return 1;
}

static void test_pull_input(void **state)
{
	(void)state;
	const char *const v[] = { "echo a; echo b\n", "\n",   "# c\n", "if x\n",
				  "then y\n",         "fi\n", NULL };
	struct lines l = { v, 0 };
	struct parser_input in = { read_line, &l, false, false };
	struct parser *p = parser_new(&in, NULL, 1);
	struct arena *a;
	struct node *n;
	assert_int_equal(parser_next(p, &a, &n), PARSE_OK);
	assert_int_equal(n->next->kind, N_SIMPLE);
	assert_int_equal(l.i, 1); /* did not read ahead */
	arena_unref(a);
	assert_int_equal(parser_next(p, &a, &n), PARSE_OK);
	assert_null(n);
	assert_null(a);
	assert_int_equal(parser_next(p, &a, &n), PARSE_OK);
	assert_null(n);
	assert_int_equal(parser_next(p, &a, &n), PARSE_OK);
	assert_int_equal(n->kind, N_IF);
	assert_int_equal(n->lineno, 4);
	assert_int_equal(n->if_.then->lineno, 5);
	arena_unref(a);
	assert_int_equal(parser_next(p, &a, &n), PARSE_EOF);
	parser_free(p);
}

static enum parse_status incr(const char *src)
{
	struct parser *p = parser_new_string(src, strlen(src), NULL, 1);
	parser_set_incremental(p, true);
	struct arena *a;
	struct node *n;
	enum parse_status st = parser_next(p, &a, &n);
	arena_unref(a);
	parser_free(p);
	return st;
}

static void test_incremental(void **state)
{
	(void)state;
	assert_int_equal(incr("if true; then\n"), PARSE_INCOMPLETE);
	assert_int_equal(incr("echo 'abc\n"), PARSE_INCOMPLETE);
	assert_int_equal(incr("echo \"$(\n"), PARSE_INCOMPLETE);
	assert_int_equal(incr("cat <<E\nabc\n"), PARSE_INCOMPLETE);
	assert_int_equal(incr("a |\n"), PARSE_INCOMPLETE);
	assert_int_equal(incr("a &&"), PARSE_INCOMPLETE);
	assert_int_equal(incr("echo \\"), PARSE_INCOMPLETE);
	assert_int_equal(incr("echo a\n"), PARSE_OK);
	assert_int_equal(incr("fi\n"), PARSE_ERROR);
	assert_int_equal(incr(""), PARSE_EOF);
	/* without incremental mode the same input is a syntax error */
	check_error("if true; then\n", 2,
		    "syntax error: unexpected end of file");
}

static void test_incremental_retry(void **state)
{
	(void)state;
	const char *const v[] = { "for i in a\n", "do echo $i\n", "done\n",
				  NULL };
	struct lines l = { v, 0 };
	const char *const none[] = { NULL };
	struct parser_input in = { read_line, &l, false, false };
	struct parser *p = parser_new(&in, NULL, 1);
	parser_set_incremental(p, true);
	struct arena *a;
	struct node *n;
	/* feed one line at a time: the parser restarts the command */
	l.v = v;
	const char *const one[] = { v[0], NULL };
	l.v = one;
	assert_int_equal(parser_next(p, &a, &n), PARSE_INCOMPLETE);
	const char *const two[] = { v[0], v[1], v[2], NULL };
	l.v = two;
	assert_int_equal(parser_next(p, &a, &n), PARSE_OK);
	assert_int_equal(n->kind, N_FOR);
	assert_int_equal(n->lineno, 1);
	arena_unref(a);
	l.v = none;
	l.i = 0;
	assert_int_equal(parser_next(p, &a, &n), PARSE_EOF);
	parser_free(p);
}

static void test_recover(void **state)
{
	(void)state;
	const char *src = "echo ) x\necho ok\nfor\necho ok2\n";
	struct parser *p = parser_new_string(src, strlen(src), NULL, 1);
	struct arena *a;
	struct node *n;
	assert_int_equal(parser_next(p, &a, &n), PARSE_ERROR);
	assert_int_equal(parser_error_line(p), 1);
	parser_recover(p);
	assert_int_equal(parser_next(p, &a, &n), PARSE_OK);
	assert_string_equal(n->simple.argv[1]->parts->lit.s, "ok");
	arena_unref(a);
	assert_int_equal(parser_next(p, &a, &n), PARSE_ERROR);
	assert_string_equal(parser_error_msg(p),
			    "syntax error near unexpected token `newline'");
	parser_recover(p);
	assert_int_equal(parser_next(p, &a, &n), PARSE_OK);
	assert_string_equal(n->simple.argv[1]->parts->lit.s, "ok2");
	assert_int_equal(n->lineno, 4);
	arena_unref(a);
	parser_free(p);
}

/* ------------------------------------------------------------ aliases */

static void test_aliases(void **state)
{
	(void)state;
	/* nested alias on the first word; recursion guard for "ls" */
	check_dump("ll x", "simple @1\n"
			   "  arg word lit\"ls\"\n"
			   "  arg word lit\"-F\"\n"
			   "  arg word lit\"-l\"\n"
			   "  arg word lit\"x\"\n");
	/* trailing blank: the next word is checked too */
	check_dump("n ls", "simple @1\n"
			   "  arg word lit\"nohup\"\n"
			   "  arg word lit\"ls\"\n"
			   "  arg word lit\"-F\"\n");
	/* not in command position, quoted: no expansion */
	check_dump("echo ll; \\ll", "simple @1\n"
				    "  arg word lit\"echo\"\n"
				    "  arg word lit\"ll\"\n"
				    "simple @1\n"
				    "  arg word(quoted) qlit\"l\" lit\"l\"\n");
	/* an alias may open a compound command or end in an operator */
	struct parsed r = parse("t echo y; fi\npipe cat\n");
	assert_int_equal(r.st, PARSE_OK);
	assert_int_equal(r.n->kind, N_IF);
	assert_int_equal(r.n->next->kind, N_PIPE);
	done(&r);
	/* self-referencing alias terminates */
	check_dump("loop", "simple @1\n"
			   "  arg word lit\"loop\"\n"
			   "  arg word lit\"again\"\n");
}

/* Removes the " @N" line numbers of a dump in place. */
static void strip_lines(char *s)
{
	char *o = s;
	while (*s) {
		if (s[0] == ' ' && s[1] == '@') {
			s += 2;
			while (*s >= '0' && *s <= '9')
				s++;
			continue;
		}
		*o++ = *s++;
	}
	*o = 0;
}

static void test_unparse(void **state)
{
	(void)state;
	check_unparse("f() { echo hi; }", "f () \n{ \n    echo hi\n}");
	check_unparse("a | b && ! c || d &", "a | b && ! c || d &");
	check_unparse("echo \"$x\" 'a b' $(cd) `pwd` $((1+2*3)) ~/x >f 2>&1",
		      "echo \"$x\" 'a b' $(cd) `pwd` $((1+2*3)) ~/x "
		      "> f 2>&1");
	check_unparse("cat <<E\nhi $x\nE\n", "cat <<E\nhi $x\nE\n");
	/* bash's layout: elif as else with an if inside, ';' after every
	 * command of a then/do body, do on its own line after for */
	check_unparse("if a; then b; elif c; then d; fi",
		      "if a; then\n    b;\nelse\n    if c; then\n        d;\n"
		      "    fi;\nfi");
	check_unparse("for i in 1; do a & b; done",
		      "for i in 1;\ndo\n    a & b;\ndone");
	/* the unparsed text parses to the same tree (an elif would come
	 * back as else + if) */
	const char *src = "if a; then for i in 1 2; do case $i in 1|2) x;; "
			  "*) y;& esac; done; else if b; then (c; d); else "
			  "while e; do :; done; fi; fi";
	char *d1 = dump(src);
	struct parsed r = parse(src);
	struct strbuf sb;
	sb_init(&sb);
	ast_unparse(&sb, r.n);
	char *d2 = dump(sb_str(&sb));
	strip_lines(d1);
	strip_lines(d2);
	assert_string_equal(d1, d2);
	free(d1);
	free(d2);
	sb_free(&sb);
	done(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_simple_command),
		cmocka_unit_test(test_redirection_ops),
		cmocka_unit_test(test_pipeline_andor_bg),
		cmocka_unit_test(test_if_elif),
		cmocka_unit_test(test_for_forms),
		cmocka_unit_test(test_case),
		cmocka_unit_test(test_functions),
		cmocka_unit_test(test_reserved_words_positions),
		cmocka_unit_test(test_word_parts),
		cmocka_unit_test(test_params),
		cmocka_unit_test(test_cmdsub),
		cmocka_unit_test(test_arith_words),
		cmocka_unit_test(test_tilde),
		cmocka_unit_test(test_continuation_comments_nul),
		cmocka_unit_test(test_heredocs),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_deep_nesting),
		cmocka_unit_test(test_garbage),
		cmocka_unit_test(test_pull_input),
		cmocka_unit_test(test_pull_garbage),
		cmocka_unit_test(test_incremental),
		cmocka_unit_test(test_incremental_retry),
		cmocka_unit_test(test_recover),
		cmocka_unit_test(test_aliases),
		cmocka_unit_test(test_unparse),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
