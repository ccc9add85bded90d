/*
 * ptydrive.c - runs the PTY test cases of the interactive shell.
 *
 *   ptydrive QUIRL CASE.pty ...
 *
 * A case is a line-oriented script; each command is one line:
 *   # comment             (and blank lines)
 *   env NAME=VALUE        sets NAME in the child's environment
 *   size ROWS COLS        terminal size for the next spawn (default 24 80)
 *   resize ROWS COLS      changes the running terminal's size (SIGWINCH);
 *                         the screen model keeps its cells (no reflow)
 *   mkdir NAME            creates $TMP/NAME (NAME may use \\s)
 *   write NAME TEXT       writes TEXT to $TMP/NAME
 *   spawn [ARG ...]       starts QUIRL ARG ... (an earlier child is killed)
 *   send TEXT             types TEXT
 *   expect TEXT           waits until TEXT appears after the last match
 *   ready TEXT            expect TEXT, then wait until the line editor has
 *                         the terminal (non-canonical mode), so typed keys
 *                         are never echoed by the kernel's cooked mode
 *   reject TEXT           fails if TEXT appears after the last match so far
 *   screen ROW TEXT       waits until screen row ROW (0-based; negative
 *                         counts from the cursor row) reads exactly TEXT
 *   exit STATUS           waits for the child to exit with STATUS
 *   hangup                closes the master side (the terminal hangs up)
 *                         and waits for the child to end, however it
 *                         does (SIGHUP, or the end of input it may read
 *                         first)
 *   contains NAME TEXT    $TMP/NAME contains TEXT
 * In TEXT and ARG: \r \n \t \e \s (space) \\ \xHH, and $TMP is the case's
 * private directory, which is also HOME.  The environment starts with PATH,
 * TERM=xterm, LANG=C.UTF-8, HOME=$TMP, and HISTFILE=$TMP/hist.
 *
 * Waits time out after 10 s only so that a broken shell cannot hang the
 * suite; no result depends on timing.  On failure the tail of the output
 * and the emulated screen are printed.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ptylib.h"

#define TIMEOUT_MS 10000

struct tcase {
	const char *file;
	int line;
	char tmp[256];
	char *env[64];
	int nenv;
	int rows, cols;
	struct pty_proc proc;
	bool running;
};

/* Expands escapes and $TMP into a malloc'ed string. */
static char *unescape(const struct tcase *tc, const char *s)
{
	size_t cap = strlen(s) * 2 + strlen(tc->tmp) * 4 + 16, n = 0;
	char *out = malloc(cap);
	if (!out)
		abort();
	while (*s) {
		if (!strncmp(s, "$TMP", 4)) {
			size_t l = strlen(tc->tmp);
			if (n + l + 1 > cap)
				out = realloc(out, cap = (n + l) * 2 + 16);
			memcpy(out + n, tc->tmp, l);
			n += l;
			s += 4;
			continue;
		}
		char c = *s++;
		if (c == '\\' && *s) {
			c = *s++;
			switch (c) {
			case 'r':
				c = '\r';
				break;
			case 'n':
				c = '\n';
				break;
			case 't':
				c = '\t';
				break;
			case 'e':
				c = 033;
				break;
			case 's':
				c = ' ';
				break;
			case 'x': {
				char hex[3] = { s[0], s[0] ? s[1] : 0, 0 };
				c = (char)strtol(hex, NULL, 16);
				s += strlen(hex);
				break;
			}
			default:
				break;
			}
		}
		if (n + 2 > cap)
			out = realloc(out, cap *= 2);
		out[n++] = c;
	}
	out[n] = 0;
	return out;
}

static int fail(struct tcase *tc, const char *fmt, const char *arg)
{
	fprintf(stderr, "FAIL %s:%d: ", tc->file, tc->line);
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	if (tc->running) {
		fprintf(stderr, "--- output tail:\n");
		pty_dump_tail(&tc->proc, 1500, 2);
		if (tc->proc.screen) {
			fprintf(stderr, "--- screen:\n");
			pty_screen_dump(tc->proc.screen, 2);
		}
	}
	return -1;
}

static void stop(struct tcase *tc)
{
	if (tc->running)
		pty_close(&tc->proc);
	tc->running = false;
}

static int do_spawn(struct tcase *tc, const char *quirl, char *args)
{
	char *argv[32];
	int argc = 0;
	argv[argc++] = (char *)quirl;
	for (char *a = strtok(args, " "); a && argc < 31; a = strtok(NULL, " "))
		argv[argc++] = unescape(tc, a);
	argv[argc] = NULL;
	tc->env[tc->nenv] = NULL;
	stop(tc);
	int r = pty_spawn(&tc->proc, argv, tc->env, tc->rows, tc->cols);
	for (int i = 1; i < argc; i++)
		free(argv[i]);
	if (r < 0)
		return fail(tc, "cannot spawn %s", quirl);
	tc->running = true;
	return 0;
}

static int do_screen(struct tcase *tc, char *arg)
{
	char *sp = strchr(arg, ' ');
	int row = atoi(arg);
	char *want = unescape(tc, sp ? sp + 1 : "");
	uint64_t end = pty_now_ns() + (uint64_t)TIMEOUT_MS * 1000000u;
	int rc = -1;
	while (tc->proc.screen) {
		int cr, cc;
		pty_screen_cursor(tc->proc.screen, &cr, &cc);
		int r = row < 0 ? cr + row + 1 : row;
		if (!strcmp(pty_screen_row(tc->proc.screen, r), want)) {
			rc = 0;
			break;
		}
		if (pty_now_ns() >= end || pty_read(&tc->proc, 50) < 0)
			break;
	}
	if (rc < 0)
		fail(tc, "screen row does not read \"%s\"", want);
	free(want);
	return rc;
}

static int do_exit(struct tcase *tc, const char *arg)
{
	if (!tc->running)
		return fail(tc, "%s", "no child");
	int st = pty_wait(&tc->proc, TIMEOUT_MS);
	if (st < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != atoi(arg)) {
		char msg[64];
		snprintf(msg, sizeof msg, "%d",
			 st < 0          ? -1
			 : WIFEXITED(st) ? WEXITSTATUS(st)
					 : 128 + WTERMSIG(st));
		return fail(tc, "exit status %s", msg);
	}
	return 0;
}

static int do_hangup(struct tcase *tc)
{
	if (!tc->running)
		return fail(tc, "%s", "no child");
	close(tc->proc.fd);
	tc->proc.fd = -1;
	tc->proc.eof = true;
	if (pty_wait(&tc->proc, TIMEOUT_MS) < 0)
		return fail(tc, "%s", "still running after the hangup");
	return 0;
}

static int do_contains(struct tcase *tc, char *arg)
{
	char *sp = strchr(arg, ' ');
	if (!sp)
		return fail(tc, "%s", "contains NAME TEXT");
	*sp = 0;
	char path[512], buf[65536];
	snprintf(path, sizeof path, "%s/%s", tc->tmp, arg);
	FILE *f = fopen(path, "r");
	size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
	if (f)
		fclose(f);
	buf[n] = 0;
	char *want = unescape(tc, sp + 1);
	int rc = strstr(buf, want) ? 0 : fail(tc, "file lacks \"%s\"", want);
	free(want);
	return rc;
}

static int do_write(struct tcase *tc, char *arg, bool dir)
{
	char *sp = strchr(arg, ' ');
	if (sp)
		*sp = 0;
	char path[512], *name = unescape(tc, arg);
	snprintf(path, sizeof path, "%s/%s", tc->tmp, name);
	free(name);
	if (dir)
		return mkdir(path, 0755) == 0 ? 0 : fail(tc, "mkdir %s", path);
	char *text = unescape(tc, sp ? sp + 1 : "");
	FILE *f = fopen(path, "w");
	if (f) {
		fputs(text, f);
		fclose(f);
	}
	free(text);
	return f ? 0 : fail(tc, "cannot write %s", path);
}

static int step(struct tcase *tc, const char *quirl, char *cmd, char *arg)
{
	if (!strcmp(cmd, "env")) {
		char *e = unescape(tc, arg);
		size_t k = strcspn(e, "=") + 1;
		for (int i = 0; i < tc->nenv; i++)
			if (!strncmp(tc->env[i], e, k)) {
				free(tc->env[i]);
				tc->env[i] = e;
				return 0;
			}
		if (tc->nenv < 62)
			tc->env[tc->nenv++] = e;
		else
			free(e);
		return 0;
	}
	if (!strcmp(cmd, "size"))
		return sscanf(arg, "%d %d", &tc->rows, &tc->cols) == 2 ? 0 : -1;
	if (!strcmp(cmd, "mkdir") || !strcmp(cmd, "write"))
		return do_write(tc, arg, cmd[0] == 'm');
	if (!strcmp(cmd, "spawn"))
		return do_spawn(tc, quirl, arg);
	if (!strcmp(cmd, "contains"))
		return do_contains(tc, arg);
	if (!tc->running)
		return fail(tc, "%s before spawn", cmd);
	if (!strcmp(cmd, "screen"))
		return do_screen(tc, arg);
	if (!strcmp(cmd, "resize")) {
		int r, c;
		if (sscanf(arg, "%d %d", &r, &c) != 2 ||
		    pty_resize(&tc->proc, r, c) < 0)
			return fail(tc, "%s", "resize ROWS COLS");
		return 0;
	}
	if (!strcmp(cmd, "exit"))
		return do_exit(tc, arg);
	if (!strcmp(cmd, "hangup"))
		return do_hangup(tc);
	char *text = unescape(tc, arg);
	int rc = 0;
	if (!strcmp(cmd, "send")) {
		rc = pty_sends(&tc->proc, text);
	} else if (!strcmp(cmd, "expect")) {
		if (pty_expect(&tc->proc, text, TIMEOUT_MS) < 0)
			rc = fail(tc, "expected \"%s\"", arg);
	} else if (!strcmp(cmd, "ready")) {
		if (pty_expect(&tc->proc, text, TIMEOUT_MS) < 0 ||
		    pty_wait_raw(&tc->proc, TIMEOUT_MS) < 0)
			rc = fail(tc, "no editable prompt \"%s\"", arg);
	} else if (!strcmp(cmd, "reject")) {
		while (pty_read(&tc->proc, 0) > 0)
			;
		if (memmem(tc->proc.buf + tc->proc.mark,
			   tc->proc.len - tc->proc.mark, text, strlen(text)))
			rc = fail(tc, "unexpected \"%s\"", arg);
	} else {
		rc = fail(tc, "unknown command %s", cmd);
	}
	free(text);
	return rc;
}

static int rm_entry(const char *path, const struct stat *st, int flag,
		    struct FTW *ftw)
{
	(void)st, (void)flag, (void)ftw;
	return remove(path);
}

static void env_base(struct tcase *tc)
{
	static char path[4096];
	snprintf(path, sizeof path, "PATH=%s",
		 getenv("PATH") ? getenv("PATH") : "/usr/bin:/bin");
	tc->env[tc->nenv++] = strdup(path);
	tc->env[tc->nenv++] = strdup("TERM=xterm");
	tc->env[tc->nenv++] = strdup("LANG=C.UTF-8");
	tc->env[tc->nenv++] = unescape(tc, "HOME=$TMP");
	tc->env[tc->nenv++] = unescape(tc, "HISTFILE=$TMP/hist");
}

static int run_case(const char *quirl, const char *file)
{
	FILE *f = fopen(file, "r");
	if (!f) {
		fprintf(stderr, "FAIL %s: %s\n", file, strerror(errno));
		return -1;
	}
	struct tcase tc = { .file = file, .rows = 24, .cols = 80 };
	snprintf(tc.tmp, sizeof tc.tmp, "%s/quirl-pty.XXXXXX",
		 getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (!mkdtemp(tc.tmp)) {
		fclose(f);
		return -1;
	}
	env_base(&tc);
	char line[4096];
	int rc = 0;
	while (rc == 0 && fgets(line, sizeof line, f)) {
		tc.line++;
		line[strcspn(line, "\n")] = 0;
		if (!line[0] || line[0] == '#')
			continue;
		char *sp = strchr(line, ' ');
		if (sp)
			*sp = 0;
		rc = step(&tc, quirl, line, sp ? sp + 1 : line + strlen(line));
	}
	fclose(f);
	stop(&tc);
	for (int i = 0; i < tc.nenv; i++)
		free(tc.env[i]);
	nftw(tc.tmp, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
	printf("%s %s\n", rc ? "FAIL" : "ok  ", file);
	return rc;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: ptydrive QUIRL CASE.pty ...\n");
		return 2;
	}
	int failed = 0;
	for (int i = 2; i < argc; i++)
		failed += run_case(argv[1], argv[i]) != 0;
	printf("%d of %d PTY cases failed\n", failed, argc - 2);
	return failed ? 1 : 0;
}
