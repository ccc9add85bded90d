/*
 * test_expand.c - unit tests of word expansion (runtime/expand.c): IFS
 * field splitting, parameter expansion in all its forms, "$@" and "$*",
 * quoting, tilde, arithmetic and pathname expansion of hand-built words.
 *
 * Words are built in an arena with the helpers below, exactly as the
 * parser would produce them.  The shell is a zeroed struct shell whose
 * variables are set through rt_var_set.  Error messages are captured by
 * redirecting fd 2 to a temporary file.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "runtime/shell.h"
#include "runtime/arith.h"
#include "runtime/expand.h"
#include "runtime/options.h"
#include "runtime/var.h"

static struct shell sh;
static struct arena *ar;

static int setup(void **state)
{
	(void)state;
	memset(&sh, 0, sizeof sh);
	sh.pid = 4242;
	ar = arena_new();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	/* every expansion released what it put on the stack */
	assert_null(sh.stk.top);
	rt_var_free_all(&sh);
	rt_params_drop(&sh.params);
	rt_expand_free(&sh);
	stk_free(&sh.stk);
	arena_unref(ar);
	return 0;
}

/* ------------------------------------------------------- word builders */

static struct wpart *part(enum wpart_kind k)
{
	struct wpart *p = arena_alloc(ar, sizeof *p);
	p->kind = k;
	return p;
}

static struct wpart *lit_kind(enum wpart_kind k, const char *s)
{
	struct wpart *p = part(k);
	p->lit.s = arena_strdup(ar, s);
	p->lit.len = strlen(s);
	return p;
}

#define LIT(s) lit_kind(WP_LIT, s)
#define QLIT(s) lit_kind(WP_QLIT, s)
#define TILDE(s) lit_kind(WP_TILDE, s)

/* Links a NULL-terminated list of parts. */
static struct wpart *chain(struct wpart *first, va_list ap)
{
	struct wpart *tail = first;
	struct wpart *p;
	while (tail && (p = va_arg(ap, struct wpart *))) {
		tail->next = p;
		tail = p;
	}
	return first;
}

static struct word *word(struct wpart *first, ...)
{
	va_list ap;
	va_start(ap, first);
	struct word *w = arena_alloc(ar, sizeof *w);
	w->parts = chain(first, ap);
	va_end(ap);
	/* as the parser marks it (ast.h): an unquoted glob character */
	for (const struct wpart *p = w->parts; p; p = p->next)
		if (p->kind == WP_LIT && strpbrk(p->lit.s, "*?["))
			w->flags |= W_GLOB;
	return w;
}

static struct wpart *dq(struct wpart *first, ...)
{
	va_list ap;
	va_start(ap, first);
	struct wpart *p = part(WP_DQUOTE);
	p->sub = chain(first, ap);
	va_end(ap);
	return p;
}

static struct wpart *param_op(const char *name, enum param_op op, bool colon,
			      struct word *arg)
{
	struct wpart *p = part(WP_PARAM);
	p->param.name = arena_strdup(ar, name);
	p->param.op = op;
	p->param.colon = colon;
	p->param.arg = arg;
	return p;
}

static struct wpart *param(const char *name)
{
	return param_op(name, PO_PLAIN, false, NULL);
}

static struct arith *anum(int64_t n)
{
	struct arith *a = arena_alloc(ar, sizeof *a);
	a->kind = AK_NUM;
	a->num = n;
	return a;
}

static struct wpart *arith_static(struct arith *e)
{
	struct wpart *p = part(WP_ARITH);
	p->arith.expr = e;
	return p;
}

/* ------------------------------------------------------------ running */

/* Expands words to "[f1][f2]..." (fields in brackets). */
static char *fields(struct word *w, ...)
{
	struct word *ws[16];
	int n = 0;
	va_list ap;
	va_start(ap, w);
	for (; w && n < 16; w = va_arg(ap, struct word *))
		ws[n++] = w;
	va_end(ap);
	struct strvec out = { 0 };
	assert_int_equal(rt_expand(&sh, ws, n, EXP_FIELDS, &out, NULL), 0);
	struct strbuf sb;
	sb_init(&sb);
	for (size_t i = 0; i < out.n; i++)
		sb_addf(&sb, "[%s]", out.v[i]);
	sv_free(&out);
	return sb_detach(&sb);
}

#define FIELDS(want, ...)                                                      \
	do {                                                                   \
		char *got_ = fields(__VA_ARGS__, NULL);                        \
		assert_string_equal(got_, want);                               \
		free(got_);                                                    \
	} while (0)

#define STR(want, w, flags)                                                    \
	do {                                                                   \
		char *got_ = NULL;                                             \
		struct word *w_ = (w);                                         \
		assert_int_equal(rt_expand(&sh, &w_, 1, flags, NULL, &got_),   \
				 0);                                           \
		assert_string_equal(got_, want);                               \
		free(got_);                                                    \
	} while (0)

/* Splits s by the splitter into "[f1][f2]..."; MARK as for
 * rt_split_begin, here as a string of '.' (SPLIT_MAY), 'k' (SPLIT_KEEP),
 * 'b' (SPLIT_BEGIN) and '|' (SPLIT_BREAK), or NULL. */
static char *split_marked(const char *s, const char *mark, size_t max)
{
	struct strbuf sb;
	unsigned char m[64];
	size_t n = strlen(s), i, e;
	assert_true(n < sizeof m);
	for (i = 0; mark && i < n; i++)
		m[i] = mark[i] == 'k'   ? SPLIT_KEEP
		       : mark[i] == 'b' ? SPLIT_BEGIN
		       : mark[i] == '|' ? SPLIT_BREAK
					: SPLIT_MAY;
	sb_init(&sb);
	sb_addn(&sb, "", 0);
	struct ifs_split sp;
	struct split_field f[2]; /* small batches: their seams are tested */
	size_t k;
	rt_split_begin(&sh, &sp, s, n, mark ? m : NULL, max);
	while ((k = rt_split_next(&sp, f, 1 + n % 2))) {
		for (size_t j = 0; j < k; j++) {
			i = f[j].start;
			e = f[j].end;
			assert_true(i <= e && e <= n);
			sb_addc(&sb, '[');
			sb_addn(&sb, s + i, e - i);
			sb_addc(&sb, ']');
		}
	}
	return sb_detach(&sb);
}

static void set_params(int n, ...)
{
	va_list ap;
	char *v[8];
	va_start(ap, n);
	for (int i = 0; i < n && i < 8; i++)
		v[i] = va_arg(ap, char *);
	va_end(ap);
	rt_params_set(&sh, (size_t)n, v);
}

/* Runs an expansion that must fail and returns its stderr text. */
static char errbuf[512];
static const char *expect_error(struct word *w)
{
	fflush(stderr);
	FILE *f = tmpfile();
	assert_non_null(f);
	int saved = dup(2);
	dup2(fileno(f), 2);
	struct strvec out = { 0 };
	int r = rt_expand(&sh, &w, 1, EXP_FIELDS, &out, NULL);
	sv_free(&out);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	assert_int_equal(r, -1);
	rewind(f);
	size_t n = fread(errbuf, 1, sizeof errbuf - 1, f);
	errbuf[n] = 0;
	fclose(f);
	return errbuf;
}

/* -------------------------------------------------------------- tests */

/* The one splitter directly: IFS classes, marks and read's last field.
 * IFS NULL: unset.  MARK: see split_marked. */
static const struct {
	const char *ifs, *s, *mark;
	size_t max;
	const char *want;
} split_cases[] = {
	/* unset IFS is space, tab and newline */
	{ NULL, " \t\na \n b\t", NULL, 0, "[a][b]" },
	{ NULL, "  a b\t\nc  ", NULL, 0, "[a][b][c]" },
	{ NULL, " \t\n", NULL, 0, "" },
	{ NULL, "", NULL, 0, "" },
	/* white space only: runs delimit, ends give no field */
	{ " ", "  a\tb   c ", NULL, 0, "[a\tb][c]" },
	/* non-white: each one delimits, even an empty field; a trailing
	 * one ends the last field without starting another */
	{ ":", ":a::b:", NULL, 0, "[][a][][b]" },
	{ ":", ":", NULL, 0, "[]" },
	{ ":", "::", NULL, 0, "[][]" },
	{ ":", " a : b ", NULL, 0, "[ a ][ b ]" },
	/* white space around a non-white delimiter belongs to it */
	{ " :", " a : b :: c ", NULL, 0, "[a][b][][c]" },
	{ " :", " : a", NULL, 0, "[][a]" },
	{ " :", "a : ", NULL, 0, "[a]" },
	{ " :", "a : b", NULL, 0, "[a][b]" },
	/* empty IFS: no splitting at all, but an empty value is no field */
	{ "", " a : b ", NULL, 0, "[ a : b ]" },
	{ "", "", NULL, 0, "" },
	/* marks: KEEP bytes never delimit, BEGIN starts a field, BREAK
	 * ends one */
	{ " :", "a b c", "kkk..", 0, "[a b][c]" },
	{ " :", "a:b", ".k.", 0, "[a:b]" },
	{ " :", "\1", "b", 0, "[\1]" },
	{ " :", "\1 x", "b..", 0, "[\1][x]" },
	{ " :", "a\1b", ".|.", 0, "[a][b]" },
	{ " :", "a\1\1", ".||", 0, "[a]" },
	/* read: the MAX-th field is the rest, minus trailing IFS white
	 * space; a rest of one field and its delimiter drops the delimiter */
	{ " :", " a b c  ", NULL, 2, "[a][b c]" },
	{ " :", " a b c  ", NULL, 1, "[a b c]" },
	{ " :", "a b:", NULL, 2, "[a][b]" },
	{ " :", "a:b:c:", NULL, 2, "[a][b:c:]" },
	{ " :", "a:b::", NULL, 2, "[a][b::]" },
	{ " :", "a:b :  ", NULL, 2, "[a][b]" },
	{ " :", " a b:c ", NULL, 1, "[a b:c]" },
	{ " :", "a b c", NULL, 5, "[a][b][c]" },
	{ " :", "a::", NULL, 2, "[a][]" },
	{ " :", "   ", NULL, 2, "" },
	{ " :", "a b:c", "...k.", 2, "[a][b:c]" },
	{ " :", "a:b c", ".k...", 2, "[a:b][c]" },
};

static void test_splitter(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof split_cases / sizeof *split_cases; i++) {
		if (split_cases[i].ifs)
			rt_var_set(&sh, "IFS", split_cases[i].ifs, 0);
		else
			rt_var_unset(&sh, "IFS");
		char *got = split_marked(split_cases[i].s, split_cases[i].mark,
					 split_cases[i].max);
		if (strcmp(got, split_cases[i].want))
			fail_msg("case %zu: [%s] gives %s, not %s", i,
				 split_cases[i].s, got, split_cases[i].want);
		free(got);
	}
	rt_var_unset(&sh, "IFS");
}

static void test_literals_and_quotes(void **state)
{
	(void)state;
	FIELDS("[hello]", word(LIT("hello"), NULL));
	FIELDS("[a b]", word(QLIT("a b"), NULL));
	FIELDS("[]", word(QLIT(""), NULL));
	FIELDS("[]", word(dq(NULL), NULL));
	FIELDS("[ab][c]", word(LIT("a"), QLIT("b"), NULL),
	       word(LIT("c"), NULL));
}

static void test_params(void **state)
{
	(void)state;
	rt_var_set(&sh, "x", " a  b ", 0);
	rt_var_set(&sh, "e", "", 0);
	FIELDS("[a][b]", word(param("x"), NULL));
	FIELDS("[ a  b ]", word(dq(param("x"), NULL), NULL));
	FIELDS("", word(param("e"), NULL));
	FIELDS("", word(param("unset"), NULL));
	FIELDS("[]", word(dq(param("e"), NULL), NULL));
	FIELDS("[p][a][b][q]", word(LIT("p"), param("x"), LIT("q"), NULL));
	rt_var_set(&sh, "z", "a b", 0);
	FIELDS("[pa][bq]", word(LIT("p"), param("z"), LIT("q"), NULL));
	FIELDS("[a][b a][b]", word(param("z"), QLIT(" "), param("z"), NULL));
	rt_var_set(&sh, "IFS", ":", 0);
	rt_var_set(&sh, "y", "a::b:", 0);
	FIELDS("[a][][b]", word(param("y"), NULL));
	rt_var_unset(&sh, "IFS");
	sh.status = 3;
	FIELDS("[3]", word(param("?"), NULL));
	FIELDS("[4242]", word(param("$"), NULL));
	FIELDS("", word(param("!"), NULL));
	sh.last_bg = 77;
	FIELDS("[77]", word(param("!"), NULL));
	sh.arg0 = "quirl";
	FIELDS("[quirl]", word(param("0"), NULL));
	sh.arg0 = NULL;
	set_params(2, "one", "two");
	FIELDS("[2]", word(param("#"), NULL));
	FIELDS("[two]", word(param("2"), NULL));
	FIELDS("", word(param("3"), NULL));
	sh.lineno = 12;
	FIELDS("[12]", word(param("LINENO"), NULL));
}

static void test_dollar_at(void **state)
{
	(void)state;
	set_params(0);
	FIELDS("", word(dq(param("@"), NULL), NULL));
	FIELDS("[]", word(dq(param("@"), NULL), QLIT(""), NULL));
	FIELDS("[ab]", word(dq(QLIT("a"), param("@"), QLIT("b"), NULL), NULL));
	FIELDS("", word(param("*"), NULL));
	set_params(3, "a b", "", "c");
	FIELDS("[a b][][c]", word(dq(param("@"), NULL), NULL));
	FIELDS("[xa b][][cy]",
	       word(dq(QLIT("x"), param("@"), QLIT("y"), NULL), NULL));
	FIELDS("[a][b][c]", word(param("@"), NULL));
	FIELDS("[a][b][c]", word(param("*"), NULL));
	FIELDS("[a b  c]", word(dq(param("*"), NULL), NULL));
	rt_var_set(&sh, "IFS", ":", 0);
	FIELDS("[a b::c]", word(dq(param("*"), NULL), NULL));
	/* bash joins with IFS's first character, then splits; posix mode
	 * splits each value (dash) */
	FIELDS("[a b][][c]", word(param("*"), NULL));
	sh.opts |= OPT_POSIX;
	FIELDS("[a b][c]", word(param("*"), NULL));
	sh.opts &= ~OPT_POSIX;
	rt_var_set(&sh, "IFS", "", 0);
	FIELDS("[a b][c]", word(param("@"), NULL));
	FIELDS("[a bc]", word(dq(param("*"), NULL), NULL));
	rt_var_unset(&sh, "IFS");
	/* no splitting: "$@" joins with spaces */
	STR("a b  c", word(dq(param("@"), NULL), NULL), 0);
	FIELDS("[3]", word(param_op("@", PO_LENGTH, false, NULL), NULL));
}

static void test_param_ops(void **state)
{
	(void)state;
	rt_var_set(&sh, "set", "val", 0);
	rt_var_set(&sh, "e", "", 0);
	struct word *dflt = word(LIT("d1 d2"), NULL);
	FIELDS("[d1][d2]", word(param_op("u", PO_DEFAULT, false, dflt), NULL));
	FIELDS("[d1 d2]",
	       word(dq(param_op("u", PO_DEFAULT, false, dflt), NULL), NULL));
	FIELDS("[val]", word(param_op("set", PO_DEFAULT, true, dflt), NULL));
	FIELDS("", word(param_op("e", PO_DEFAULT, false, dflt), NULL));
	FIELDS("[d1][d2]", word(param_op("e", PO_DEFAULT, true, dflt), NULL));
	FIELDS("[]",
	       word(param_op("u", PO_DEFAULT, false, word(QLIT(""), NULL)),
		    NULL));
	FIELDS("[d1][d2]", word(param_op("set", PO_ALT, false, dflt), NULL));
	FIELDS("", word(param_op("u", PO_ALT, false, dflt), NULL));
	FIELDS("[d1][d2]", word(param_op("e", PO_ALT, false, dflt), NULL));
	FIELDS("", word(param_op("e", PO_ALT, true, dflt), NULL));

	FIELDS("[new]",
	       word(param_op("n", PO_ASSIGN, false, word(LIT("new"), NULL)),
		    NULL));
	assert_string_equal(rt_var_get(&sh, "n"), "new");
	FIELDS("[new]",
	       word(param_op("n", PO_ASSIGN, false, word(LIT("other"), NULL)),
		    NULL));
	FIELDS("[x]", word(param_op("e", PO_ASSIGN, true, word(LIT("x"), NULL)),
			   NULL));
	assert_string_equal(rt_var_get(&sh, "e"), "x");

	FIELDS("[3]", word(param_op("set", PO_LENGTH, false, NULL), NULL));
	FIELDS("[0]", word(param_op("u", PO_LENGTH, false, NULL), NULL));
}

static void test_param_remove(void **state)
{
	(void)state;
	rt_var_set(&sh, "p", "/usr/lib/x.tar.gz", 0);
	rt_var_set(&sh, "star", "*", 0);
	rt_var_set(&sh, "v", "a*b*c", 0);
	struct word *dirpat = word(LIT("*/"), NULL);
	struct word *extpat = word(LIT(".*"), NULL);
	FIELDS("[usr/lib/x.tar.gz]",
	       word(param_op("p", PO_LSMALL, false, dirpat), NULL));
	FIELDS("[x.tar.gz]",
	       word(param_op("p", PO_LLARGE, false, dirpat), NULL));
	FIELDS("[/usr/lib/x.tar]",
	       word(param_op("p", PO_RSMALL, false, extpat), NULL));
	FIELDS("[/usr/lib/x]",
	       word(param_op("p", PO_RLARGE, false, extpat), NULL));
	/* the pattern stays active inside double quotes */
	FIELDS("[x.tar.gz]",
	       word(dq(param_op("p", PO_LLARGE, false, dirpat), NULL), NULL));
	/* unquoted $star in the pattern is active, "$star" is literal */
	FIELDS("[]", word(dq(param_op("v", PO_LLARGE, false,
				      word(param("star"), NULL)),
			     NULL),
			  NULL));
	FIELDS("[b*c]",
	       word(dq(param_op("v", PO_LSMALL, false,
				word(LIT("a"), dq(param("star"), NULL), NULL)),
		       NULL),
		    NULL));
	FIELDS("[a*b]",
	       word(dq(param_op("v", PO_RSMALL, false, word(QLIT("*c"), NULL)),
		       NULL),
		    NULL));
	FIELDS("[/usr/lib/x.tar.gz]",
	       word(param_op("p", PO_LSMALL, false, word(LIT("x"), NULL)),
		    NULL));
}

static void test_pattern_and_str(void **state)
{
	(void)state;
	rt_var_set(&sh, "y", "a*", 0);
	STR("a*", word(param("y"), NULL), EXP_PATTERN);
	STR("a\\*", word(dq(param("y"), NULL), NULL), EXP_PATTERN);
	STR("x\\?", word(LIT("x"), QLIT("?"), NULL), EXP_PATTERN);
	STR("a*", word(dq(param("y"), NULL), NULL), 0);
	rt_var_set(&sh, "s", "  two  words ", 0);
	STR("  two  words ", word(param("s"), NULL), 0);
	/* here-document bodies: literal text and parameters, no splitting */
	STR("v=  two  words \n", word(LIT("v="), param("s"), LIT("\n"), NULL),
	    EXP_HEREDOC);
	STR("", word(QLIT(""), NULL), 0);
}

static void test_tilde(void **state)
{
	(void)state;
	rt_var_set(&sh, "HOME", "/home/q u", 0);
	FIELDS("[/home/q u]", word(TILDE(""), NULL));
	FIELDS("[/home/q u/x]", word(TILDE(""), LIT("/x"), NULL));
	FIELDS("[~nosuchuser_quirl/x]",
	       word(TILDE("nosuchuser_quirl"), LIT("/x"), NULL));
	struct passwd *pw = getpwnam("root");
	if (pw) {
		char want[512];
		snprintf(want, sizeof want, "[%s]", pw->pw_dir);
		FIELDS(want, word(TILDE("root"), NULL));
	}
	/* the result of a tilde expansion is neither split nor globbed */
	rt_var_set(&sh, "HOME", "/h/*", 0);
	FIELDS("[/h/*]", word(TILDE(""), NULL));
}

static void test_arith(void **state)
{
	(void)state;
	FIELDS("[42]", word(arith_static(anum(42)), NULL));
	struct arith *sum = arena_alloc(ar, sizeof *sum);
	sum->kind = AK_BINARY;
	sum->op = AO_MUL;
	sum->a = anum(6);
	sum->b = anum(-7);
	FIELDS("[x-42]", word(LIT("x"), arith_static(sum), NULL));
	rt_var_set(&sh, "IFS", "4", 0);
	FIELDS("[][2]", word(arith_static(anum(42)), NULL));
	FIELDS("[42]", word(dq(arith_static(anum(42)), NULL), NULL));
	rt_var_unset(&sh, "IFS");
}

static void test_arith_dynamic(void **state)
{
	(void)state;
	/* dynamic text: while the parameter holds a plain number, the text
	 * is evaluated through its template (parsed once, the number stored
	 * in a slot); any other value is substituted and the text parsed,
	 * cached in the part.  Both caches live as long as the arena of the
	 * running code. */
	sh.cur_arena = arena_new();
	rt_var_set(&sh, "n", "5", 0);
	struct wpart *dyn = part(WP_ARITH);
	dyn->arith.text = param("n");
	dyn->arith.text->next = LIT("+1");
	struct word *w = word(dyn, NULL);
	FIELDS("[6]", w);
	struct arith_tmpl *tmpl = dyn->arith.rt_tmpl;
	assert_non_null(tmpl);
	assert_null(dyn->arith.rt_arena); /* no text was parsed */
	rt_var_set(&sh, "n", "9", 0);
	FIELDS("[10]", w);
	assert_ptr_equal(dyn->arith.rt_tmpl, tmpl);
	assert_null(dyn->arith.rt_arena);
	/* an expression: the text "2*3+1" is parsed (precedence as written) */
	rt_var_set(&sh, "n", "2*3", 0);
	FIELDS("[7]", w);
	struct arena *first = dyn->arith.rt_arena;
	assert_non_null(first);
	FIELDS("[7]", w);
	assert_ptr_equal(dyn->arith.rt_arena, first); /* cache hit */
	/* and back to the template */
	rt_var_set(&sh, "n", "41", 0);
	FIELDS("[42]", w);
	assert_ptr_equal(dyn->arith.rt_arena, first);
	arena_unref(sh.cur_arena); /* its cleanups release both caches */
	sh.cur_arena = NULL;
	assert_null(dyn->arith.rt_arena);
	assert_null(dyn->arith.rt_tmpl);
}

static void test_empty_cmdsub(void **state)
{
	(void)state;
	/* $( ) runs nothing: no output, and $? becomes 0 */
	sh.status = 5;
	FIELDS("", word(part(WP_CMDSUB), NULL));
	assert_int_equal(sh.status, 0);
	FIELDS("[]", word(dq(part(WP_CMDSUB), NULL), NULL));
	FIELDS("[ab]", word(LIT("a"), part(WP_CMDSUB), LIT("b"), NULL));
}

static void test_nounset_and_errors(void **state)
{
	(void)state;
	sh.opts |= OPT_NOUNSET;
	assert_non_null(strstr(expect_error(word(param("nope"), NULL)),
			       "nope: unbound variable"));
	assert_non_null(strstr(expect_error(word(param("1"), NULL)),
			       "1: unbound variable"));
	FIELDS("", word(param("@"), NULL));
	FIELDS("[d]",
	       word(param_op("nope", PO_DEFAULT, false, word(LIT("d"), NULL)),
		    NULL));
	sh.opts &= ~OPT_NOUNSET;

	assert_non_null(
		strstr(expect_error(word(
			       param_op("nope", PO_ERROR, false, NULL), NULL)),
		       "nope: parameter not set"));
	rt_var_set(&sh, "e", "", 0);
	assert_non_null(strstr(
		expect_error(word(param_op("e", PO_ERROR, true, NULL), NULL)),
		"e: parameter null or not set"));
	assert_non_null(strstr(
		expect_error(word(param_op("nope", PO_ERROR, false,
					   word(LIT("custom msg"), NULL)),
				  NULL)),
		"nope: custom msg"));
	FIELDS("", word(param_op("e", PO_ERROR, false, NULL), NULL));
	assert_non_null(strstr(expect_error(word(param_op("1", PO_ASSIGN, false,
							  word(LIT("v"), NULL)),
						 NULL)),
			       "$1: cannot assign in this way"));
}

static char tmpdir[64];
static char oldcwd[4096];

static void test_glob_fields(void **state)
{
	(void)state;
	strcpy(tmpdir, "/tmp/quirl-expXXXXXX");
	assert_non_null(mkdtemp(tmpdir));
	assert_non_null(getcwd(oldcwd, sizeof oldcwd));
	assert_int_equal(chdir(tmpdir), 0);
	fclose(fopen("f1", "w"));
	fclose(fopen("f2", "w"));

	FIELDS("[f1][f2]", word(LIT("f*"), NULL));
	FIELDS("[f*]", word(LIT("f"), QLIT("*"), NULL));
	FIELDS("[g*]", word(LIT("g*"), NULL));
	rt_var_set(&sh, "pat", "f?", 0);
	FIELDS("[f1][f2]", word(param("pat"), NULL));
	FIELDS("[f?]", word(dq(param("pat"), NULL), NULL));
	rt_var_set(&sh, "two", "f1 x*", 0);
	FIELDS("[f1][x*]", word(param("two"), NULL));
	sh.opts |= OPT_NOGLOB;
	FIELDS("[f*]", word(LIT("f*"), NULL));
	sh.opts &= ~OPT_NOGLOB;

	unlink("f1");
	unlink("f2");
	assert_int_equal(chdir(oldcwd), 0);
	rmdir(tmpdir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_splitter, setup, teardown),
		cmocka_unit_test_setup_teardown(test_literals_and_quotes, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_params, setup, teardown),
		cmocka_unit_test_setup_teardown(test_dollar_at, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_param_ops, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_param_remove, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_pattern_and_str, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_tilde, setup, teardown),
		cmocka_unit_test_setup_teardown(test_arith, setup, teardown),
		cmocka_unit_test_setup_teardown(test_arith_dynamic, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_empty_cmdsub, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_nounset_and_errors, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_glob_fields, setup,
						teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
