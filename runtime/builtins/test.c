/*
 * test.c - test and "[" (POSIX XCU test).
 *
 * Up to four arguments follow the POSIX table that decides by the number
 * of arguments (so "test ! = a" or "test -n = x" mean what POSIX says they
 * mean); beyond that, or when the table has no rule, a recursive descent
 * parser with the usual precedence ( ) > ! > -a > -o takes over.  In the
 * parser a word followed by a binary operator is always the left operand,
 * which is what makes "( -n = x )" work.
 *
 * Invariants: evaluation has no side effects except errors; the first error
 * sets t->err and every later result is ignored, giving status 2.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtins.h"
#include "test.h"
#include "../error.h"
#include "../options.h"
#include "../var.h"

struct tst {
	struct shell *sh;
	const char *name;
	char **v;
	int n, i;
	bool err;
};

static void t_error(struct tst *t, const char *fmt, const char *arg)
{
	if (t->err)
		return;
	t->err = true;
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, fmt, arg);
	rt_err(t->sh, "%s: %s", t->name, sb.buf);
	sb_free(&sb);
}

static bool t_is_unary(const char *s)
{
	return s[0] == '-' && s[1] && !s[2] &&
	       strchr("bcdefghLnprSstuwxzkOGNovR", s[1]);
}

/* The binary operators, decoded without a string compare per candidate:
 * `[ "$i" -lt 10 ]` runs in loops. */
enum t_op {
	T_NONE,
	T_SEQ,
	T_SNE,
	T_SLT,
	T_SGT,
	T_AND,
	T_OR,
	T_EQ,
	T_NE,
	T_GT,
	T_GE,
	T_LT,
	T_LE,
	T_NT,
	T_OT,
	T_EF,
};

static enum t_op t_binop(const char *s)
{
	static const struct {
		char name[3];
		enum t_op op;
	} dash[] = {
		{ "eq", T_EQ }, { "ne", T_NE }, { "gt", T_GT },
		{ "ge", T_GE }, { "lt", T_LT }, { "le", T_LE },
		{ "nt", T_NT }, { "ot", T_OT }, { "ef", T_EF },
	};
	switch (s[0]) {
	case '=':
		return !s[1] || (s[1] == '=' && !s[2]) ? T_SEQ : T_NONE;
	case '!':
		return s[1] == '=' && !s[2] ? T_SNE : T_NONE;
	case '<':
		return !s[1] ? T_SLT : T_NONE;
	case '>':
		return !s[1] ? T_SGT : T_NONE;
	case '-':
		break;
	default:
		return T_NONE;
	}
	if (s[1] && !s[2])
		return s[1] == 'a' ? T_AND : s[1] == 'o' ? T_OR : T_NONE;
	if (!s[1] || !s[2] || s[3])
		return T_NONE;
	for (size_t i = 0; i < sizeof dash / sizeof dash[0]; i++)
		if (s[1] == dash[i].name[0] && s[2] == dash[i].name[1])
			return dash[i].op;
	return T_NONE;
}

/* The integer comparison of binary operator O, or BI_TEST_NONE. */
static enum bi_test_cmp t_cmp(enum t_op o)
{
	switch (o) {
	case T_EQ:
		return BI_TEST_EQ;
	case T_NE:
		return BI_TEST_NE;
	case T_LT:
		return BI_TEST_LT;
	case T_LE:
		return BI_TEST_LE;
	case T_GT:
		return BI_TEST_GT;
	case T_GE:
		return BI_TEST_GE;
	default:
		return BI_TEST_NONE;
	}
}

enum bi_test_cmp bi_test_int_op(const char *op)
{
	return t_cmp(t_binop(op));
}

bool bi_test_int_cmp(enum bi_test_cmp op, int64_t x, int64_t y)
{
	switch (op) {
	case BI_TEST_EQ:
		return x == y;
	case BI_TEST_NE:
		return x != y;
	case BI_TEST_LT:
		return x < y;
	case BI_TEST_LE:
		return x <= y;
	case BI_TEST_GT:
		return x > y;
	default:
		return x >= y; /* -ge */
	}
}

/* Binary operators; -a and -o only where the POSIX table allows them. */
static bool t_is_binary(const char *s, bool andor)
{
	enum t_op op = t_binop(s);
	return op != T_NONE && (andor || (op != T_AND && op != T_OR));
}

/* An integer operand: optional blanks, sign and decimal digits. */
static int64_t t_int(struct tst *t, const char *s)
{
	const char *p = s;
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	bool neg = *p == '-';
	if (*p == '-' || *p == '+')
		p++;
	uint64_t v = 0;
	const char *digits = p;
	for (; *p >= '0' && *p <= '9'; p++) {
		if (v > (UINT64_MAX - 9) / 10)
			break;
		v = v * 10 + (uint64_t)(*p - '0');
	}
	bool ok = p > digits && v <= (uint64_t)INT64_MAX + neg;
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	if (!ok || *p) {
		t_error(t, "%s: integer expression expected", s);
		return 0;
	}
	/* negate in unsigned arithmetic: INT64_MIN has no positive twin */
	return neg ? (int64_t)(0 - v) : (int64_t)v;
}

/* -t FD: a non-numeric FD is simply false (bash), not an error. */
static bool t_isatty(const char *s)
{
	char *end;
	long fd = strtol(s, &end, 10);
	return *s && !*end && fd >= 0 && fd <= INT32_MAX && isatty((int)fd);
}

/* -o NAME: whether the set -o option NAME is on (an unknown name is
 * false, as in bash). */
static bool t_option(const struct shell *sh, const char *name)
{
	const struct opt_desc *o = rt_opt_find(name);
	return o && rt_opt_on(sh, o);
}

/* -v NAME: a set variable, or a set element for NAME[sub] (an array
 * without a subscript: its element 0, as bash). */
static bool t_var_set(struct shell *sh, const char *name)
{
	struct var *v = rt_var_find(sh, name);
	if (v && (v->flags & VF_ELEM))
		return rt_var_str(sh, v) != NULL;
	if (v && v->arr && !(v->flags & VF_UNSET))
		return rt_var_elem_get(sh, v, 0, "0") != NULL;
	return v && !(v->flags & VF_UNSET);
}

static bool t_unary(struct shell *sh, char op, const char *arg)
{
	struct stat st;
	switch (op) {
	case 'o':
		return t_option(sh, arg);
	case 'v':
		return t_var_set(sh, arg);
	case 'R': { /* a set name reference */
		struct var *v = rt_var_find_own(sh, arg);
		return rt_var_is_ref(v) && !(v->flags & VF_UNSET);
	}
	case 'n':
		return *arg != 0;
	case 'z':
		return *arg == 0;
	case 't':
		return t_isatty(arg);
	case 'h':
	case 'L':
		return lstat(arg, &st) == 0 && S_ISLNK(st.st_mode);
	case 'r':
		return faccessat(AT_FDCWD, arg, R_OK, AT_EACCESS) == 0;
	case 'w':
		return faccessat(AT_FDCWD, arg, W_OK, AT_EACCESS) == 0;
	case 'x':
		return faccessat(AT_FDCWD, arg, X_OK, AT_EACCESS) == 0;
	}
	if (stat(arg, &st) < 0)
		return false;
	switch (op) {
	case 'b':
		return S_ISBLK(st.st_mode);
	case 'c':
		return S_ISCHR(st.st_mode);
	case 'd':
		return S_ISDIR(st.st_mode);
	case 'e':
		return true;
	case 'f':
		return S_ISREG(st.st_mode);
	case 'g':
		return (st.st_mode & S_ISGID) != 0;
	case 'k':
		return (st.st_mode & S_ISVTX) != 0;
	case 'p':
		return S_ISFIFO(st.st_mode);
	case 'S':
		return S_ISSOCK(st.st_mode);
	case 's':
		return st.st_size > 0;
	case 'u':
		return (st.st_mode & S_ISUID) != 0;
	case 'O':
		return st.st_uid == geteuid();
	case 'G':
		return st.st_gid == getegid();
	case 'N': /* written since it was last read: mtime after atime */
		return st.st_mtim.tv_sec != st.st_atim.tv_sec
			       ? st.st_mtim.tv_sec > st.st_atim.tv_sec
			       : st.st_mtim.tv_nsec > st.st_atim.tv_nsec;
	}
	return false;
}

static int t_mtime_cmp(const struct stat *a, const struct stat *b)
{
	if (a->st_mtim.tv_sec != b->st_mtim.tv_sec)
		return a->st_mtim.tv_sec < b->st_mtim.tv_sec ? -1 : 1;
	if (a->st_mtim.tv_nsec != b->st_mtim.tv_nsec)
		return a->st_mtim.tv_nsec < b->st_mtim.tv_nsec ? -1 : 1;
	return 0;
}

/* -nt, -ot, -ef: a missing file is older than any existing one (bash). */
static bool t_files(const char *a, const char *op, const char *b)
{
	struct stat sa, sb;
	bool ha = stat(a, &sa) == 0, hb = stat(b, &sb) == 0;
	if (!strcmp(op, "-ef"))
		return ha && hb && sa.st_dev == sb.st_dev &&
		       sa.st_ino == sb.st_ino;
	if (!strcmp(op, "-nt"))
		return ha && (!hb || t_mtime_cmp(&sa, &sb) > 0);
	return hb && (!ha || t_mtime_cmp(&sa, &sb) < 0);
}

static bool t_binary(struct tst *t, const char *a, const char *op,
		     const char *b)
{
	enum t_op o = t_binop(op);
	switch (o) {
	case T_SEQ:
		return !strcmp(a, b);
	case T_SNE:
		return strcmp(a, b) != 0;
	case T_SLT:
		return strcmp(a, b) < 0;
	case T_SGT:
		return strcmp(a, b) > 0;
	case T_AND:
		return *a && *b;
	case T_OR:
		return *a || *b;
	case T_NT:
	case T_OT:
	case T_EF:
		return t_files(a, op, b);
	default:
		break;
	}
	int64_t x = t_int(t, a), y = t_int(t, b);
	return bi_test_int_cmp(t_cmp(o), x, y);
}

/* ------------------------------------------------ the recursive parser */

static bool t_or(struct tst *t);

static const char *t_peek(struct tst *t, int k)
{
	return t->i + k < t->n ? t->v[t->i + k] : NULL;
}

static bool t_primary(struct tst *t)
{
	const char *s = t_peek(t, 0);
	if (!s) {
		t_error(t, "%sargument expected", "");
		return false;
	}
	const char *op = t_peek(t, 1);
	/* a "(" opens a group, even before a binary operator:
	 * `[ "(" = "(" -a x ]` is an unclosed group, as in bash, which
	 * names the "]" of `[` as the word found instead of the ")" */
	if (!strcmp(s, "(")) {
		t->i++;
		bool r = t_or(t);
		const char *c = t_peek(t, 0);
		if (!c && !strcmp(t->name, "["))
			c = "]";
		if (!c)
			t_error(t, "%s", "`)' expected");
		else if (strcmp(c, ")"))
			t_error(t, "`)' expected, found %s", c);
		else
			t->i++;
		return r;
	}
	if (op && t_peek(t, 2) && t_is_binary(op, false)) {
		t->i += 3;
		return t_binary(t, s, op, t->v[t->i - 1]);
	}
	if (t_is_unary(s) && op) {
		t->i += 2;
		return t_unary(t->sh, s[1], op);
	}
	t->i++;
	return *s != 0;
}

static bool t_not(struct tst *t)
{
	const char *s = t_peek(t, 0);
	if (s && !strcmp(s, "!") && t_peek(t, 1)) {
		t->i++;
		return !t_not(t);
	}
	return t_primary(t);
}

static bool t_and(struct tst *t)
{
	bool r = t_not(t);
	while (!t->err && t_peek(t, 0) && !strcmp(t_peek(t, 0), "-a")) {
		t->i++;
		bool r2 = t_not(t);
		r = r && r2;
	}
	return r;
}

static bool t_or(struct tst *t)
{
	bool r = t_and(t);
	while (!t->err && t_peek(t, 0) && !strcmp(t_peek(t, 0), "-o")) {
		t->i++;
		bool r2 = t_and(t);
		r = r || r2;
	}
	return r;
}

static bool t_parse(struct tst *t, char **v, int n)
{
	t->v = v;
	t->n = n;
	t->i = 0;
	bool r = t_or(t);
	if (!t->err && t->i < t->n)
		t_error(t, "%s", "too many arguments");
	return r;
}

/* --------------------------------------------- the POSIX argument table */

static bool t_count(struct tst *t, char **v, int n)
{
	switch (n) {
	case 0:
		return false;
	case 1:
		return *v[0] != 0;
	case 2:
		if (!strcmp(v[0], "!"))
			return !t_count(t, v + 1, 1);
		if (t_is_unary(v[0]))
			return t_unary(t->sh, v[0][1], v[1]);
		t_error(t, "%s: unary operator expected", v[0]);
		return false;
	case 3:
		if (t_is_binary(v[1], true))
			return t_binary(t, v[0], v[1], v[2]);
		if (!strcmp(v[0], "!"))
			return !t_count(t, v + 1, 2);
		if (!strcmp(v[0], "(") && !strcmp(v[2], ")"))
			return t_count(t, v + 1, 1);
		t_error(t, "%s: binary operator expected", v[1]);
		return false;
	case 4:
		if (!strcmp(v[0], "!"))
			return !t_count(t, v + 1, 3);
		if (!strcmp(v[0], "(") && !strcmp(v[3], ")"))
			return t_count(t, v + 1, 2);
		break;
	}
	return t_parse(t, v, n);
}

int bi_test_eval(struct shell *sh, const char *name, int argc, char **argv)
{
	struct tst t = { .sh = sh, .name = name };
	bool r = t_count(&t, argv, argc);
	return t.err ? 2 : !r;
}

enum bi_test_cmp bi_test_int_form(int argc, char *const *argv)
{
	if (argc < 1 || !argv[0])
		return BI_TEST_NONE;
	if (!strcmp(argv[0], "[")) {
		/* as bi_test: the "]" goes first */
		if (!argv[argc - 1] || strcmp(argv[argc - 1], "]"))
			return BI_TEST_NONE;
		argc--;
	} else if (strcmp(argv[0], "test")) {
		return BI_TEST_NONE;
	}
	/* three arguments: t_count's first rule, a binary operator */
	return argc == 4 && argv[2] ? bi_test_int_op(argv[2]) : BI_TEST_NONE;
}

BUILTIN(test)
{
	if (!strcmp(argv[0], "[")) {
		if (strcmp(argv[argc - 1], "]")) {
			rt_err(sh, "[: missing `]'");
			return 2;
		}
		argc--;
	}
	return bi_test_eval(sh, argv[0], argc - 1, argv + 1);
}
