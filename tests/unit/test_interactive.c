/*
 * test_interactive.c - the interactive front end's pieces that need no
 * terminal: prompt expansion, the history list and its file, history
 * expansion, and the
 * completion candidates and quoting.  The editor itself is covered by the
 * PTY tests (tests/pty).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "frontend/histexp.h"
#include "frontend/interactive.h"
#include "runtime/shell.h"
#include "runtime/options.h"
#include "runtime/var.h"

static struct shell sh;
static char dir[64];

static int setup(void **state)
{
	(void)state;
	char *argv[] = { "quirl", NULL };
	char *envp[] = { NULL };
	rt_shell_init(&sh, 1, argv, envp);
	strcpy(dir, "/tmp/quirl-ut.XXXXXX");
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	rt_shell_free(&sh);
	return system(cmd) != 0;
}

static char *prompt(const char *ps)
{
	struct strbuf sb;
	sb_init(&sb);
	fe_prompt_expand(&sh, ps, &sb);
	return sb_detach(&sb);
}

static void check_prompt(const char *ps, const char *want)
{
	char *got = prompt(ps);
	assert_string_equal(got, want);
	free(got);
}

static void test_prompt(void **state)
{
	(void)state;
	rt_var_set(&sh, "X", "val", 0);
	rt_var_set(&sh, "HOME", "/home/u", 0);
	rt_var_set(&sh, "PWD", "/home/u/src/a$b", 0);
	check_prompt("plain> ", "plain> ");
	check_prompt("$X ${X}s> ", "val vals> ");
	check_prompt("\\w|\\W",
		     "~/src/a$b|a$b"); /* escape output not expanded */
	check_prompt("a\\[\\e[1m\\]b", "a\033[1mb"); /* not interactive */
	sh.interactive = true; /* the markers the line editor needs */
	check_prompt("a\\[\\e[1m\\]b", "a\001\033[1m\002b");
	sh.interactive = false;
	check_prompt("!! \"q\" $((1+2))", "!! \"q\" 3");
	sh.opts |= OPT_POSIX; /* '!' is the history number in posix mode */
	check_prompt("!! \"q\" !", "! \"q\" 1");
	sh.opts &= ~OPT_POSIX;
	check_prompt("\\\\x", "\\x");
	check_prompt("\\s \\v \\101\\0x \\D{%%} \\q", "quirl 5.2 A\\0x % \\q");
	rt_var_set(&sh, "PWD", "/home/u", 0);
	check_prompt("\\W", "~");
	sh.status = 7;
	check_prompt("$? $(echo sub)", "7 sub");
	assert_int_equal(sh.status, 7); /* a prompt does not change $? */
}

static void add_line(const char *l, bool first)
{
	fe_hist_line(&sh, l, strlen(l), first, PC_NEWLINE);
}

static void test_history(void **state)
{
	(void)state;
	char file[128];
	snprintf(file, sizeof file, "%s/hist", dir);
	rt_var_set(&sh, "HISTFILE", file, 0);
	rt_var_set(&sh, "HISTSIZE", "3", 0);
	fe_hist_init(&sh);
	assert_true(fe_hist_active());
	add_line("echo a\n", true);
	add_line("echo a\n", true);  /* duplicate: dropped */
	add_line(" secret\n", true); /* leading blank: not stored */
	add_line("for i in 1\n", true);
	add_line("do :; done\n", false);
	add_line("x\\\n", true); /* ends in a backslash */
	size_t n;
	const struct fe_hist_entry *e = fe_hist_entries(&n);
	assert_int_equal(n, 3);
	assert_string_equal(e[0].text, "echo a");
	assert_string_equal(e[1].text, "for i in 1\ndo :; done");
	assert_int_equal(e[1].num, 2);
	assert_string_equal(e[2].text, "x\\");
	assert_int_equal(fe_hist_next_num(), 4);
	add_line("last\n", true); /* HISTSIZE 3: the oldest goes */
	e = fe_hist_entries(&n);
	assert_int_equal(n, 3);
	assert_string_equal(e[0].text, "for i in 1\ndo :; done");
	fe_hist_finish(&sh);

	fe_hist_init(&sh); /* a new session reads the file back */
	e = fe_hist_entries(&n);
	assert_int_equal(n, 3);
	assert_string_equal(e[0].text, "for i in 1\ndo :; done");
	assert_string_equal(e[1].text, "x\\ ");
	assert_string_equal(e[2].text, "last");
	fe_hist_finish(&sh);
	rt_var_unset(&sh, "HISTSIZE");
}

/* Expands LINE against the history; checks the result kind and text. */
static void check_hx(const char *line, enum fe_histexp_result want,
		     const char *text)
{
	struct strbuf out;
	sb_init(&out);
	enum fe_histexp_result r = fe_histexp(&sh, line, strlen(line), 0, &out);
	assert_int_equal(r, want);
	assert_string_equal(sb_str(&out), text);
	sb_free(&out);
}

static void test_histexp(void **state)
{
	(void)state;
	fe_hist_clear();
	fe_hist_add(&sh, "ls -l /usr/lib/x.tar.gz >out");
	fe_hist_add(&sh, "echo 'a b' c");
	check_hx("echo plain", FE_HISTEXP_SAME, "");
	check_hx("!!", FE_HISTEXP_CHANGED, "echo 'a b' c");
	check_hx("x !$ !^ !*", FE_HISTEXP_CHANGED, "x c 'a b' 'a b' c");
	check_hx("!l:2:h !-2:2:t:r !ls:$", FE_HISTEXP_CHANGED,
		 "/usr/lib x.tar out");
	check_hx("!?a b?:s/a/A/:p", FE_HISTEXP_PRINT, "echo 'A b' c");
	check_hx("^b'^B'^ d", FE_HISTEXP_CHANGED, "echo 'a B' c d");
	check_hx("'!!' \\!! a!=b \"!\" $! ${!v}", FE_HISTEXP_SAME, "");
	check_hx("!nope", FE_HISTEXP_ERROR, "!nope: event not found");
	check_hx("!!:7", FE_HISTEXP_ERROR, ":7: bad word specifier");
	check_hx("!!:s/zz/y/", FE_HISTEXP_ERROR,
		 ":s/zz/y/: substitution failed");
	check_hx("!!:y", FE_HISTEXP_ERROR, "y: unrecognized history modifier");
	fe_hist_clear();
}

static void test_quote(void **state)
{
	(void)state;
	struct strbuf sb;
	sb_init(&sb);
	fe_complete_quote(&sb, "a b'c$d&e");
	assert_string_equal(sb_str(&sb), "a\\ b\\'c\\$d\\&e");
	sb_free(&sb);
}

static void touch(const char *name)
{
	char path[256];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	int fd = open(path, O_CREAT | O_WRONLY, 0644);
	assert_true(fd >= 0);
	close(fd);
}

static void test_candidates(void **state)
{
	(void)state;
	char sub[128], word[160];
	snprintf(sub, sizeof sub, "%s/my dir", dir);
	assert_int_equal(mkdir(sub, 0755), 0);
	touch("my file");
	touch(".hidden");
	struct strvec c = { 0 };
	snprintf(word, sizeof word, "%s/my", dir);
	fe_complete_candidates(&sh, word, false, &c);
	assert_int_equal(c.n, 2);
	snprintf(word, sizeof word, "%s/my dir/", dir);
	assert_string_equal(c.v[0], word); /* directories get a '/' */
	sv_free(&c);
	snprintf(word, sizeof word, "%s/", dir);
	fe_complete_candidates(&sh, word, false, &c);
	assert_int_equal(c.n, 3); /* "hist" from test_history, no dot file */
	sv_free(&c);
	fe_complete_candidates(&sh, "ech", true, &c);
	assert_true(c.n >= 1);
	assert_string_equal(c.v[0], "echo");
	sv_free(&c);
	rt_var_set(&sh, "QUIRL_UT_VAR", "1", 0);
	fe_complete_candidates(&sh, "$QUIRL_UT_V", false, &c);
	assert_int_equal(c.n, 1);
	assert_string_equal(c.v[0], "$QUIRL_UT_VAR");
	sv_free(&c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_prompt),
		cmocka_unit_test(test_history),
		cmocka_unit_test(test_histexp),
		cmocka_unit_test(test_quote),
		cmocka_unit_test(test_candidates),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
