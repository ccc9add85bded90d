/*
 * quirl-bench.c - interactive latency of quirl and other shells, measured
 * through a real pseudo-terminal (tests/pty/ptylib.c).
 *
 *   quirl-bench preview [--quirl PATH] [--shell PATH ...] [--pty-samples N]
 *
 * Per shell and sample it measures
 *   start   spawn to an editable prompt: PS1 ("READY> ", from the
 *           environment) drawn and, for shells with a line editor, the
 *           terminal switched to non-canonical mode;
 *   key     writing one printable key ("x") to its echo on the terminal;
 *           for quirl, whose autosuggestions and highlighting are on, to
 *           the end of its overlay (the red "x" and the grey suggestion
 *           "term -version" from the history), so their cost is counted;
 *   enter   Enter on the line ":" to the next prompt;
 *   version process start to exit of `SHELL --version` (`-c true` for
 *           shells without --version), output to /dev/null.
 * and prints P50 and P95 in milliseconds as a Markdown table.  Samples
 * go round-robin over the shells, so load on a shared machine falls on
 * all of them alike.
 *
 * Every shell starts without start-up files (quirl --norc, bash --norc
 * --noprofile, zsh -f, dash with ENV unset), with HOME and HISTFILE in a
 * fresh directory and TERM=xterm, so all of them do the same work.  The
 * history file holds 500 entries, the newest "xterm -version", for every
 * shell.
 * Default shells: quirl (./build/quirl unless --quirl), dash, bash, zsh,
 * each when it exists.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../tests/pty/ptylib.h"

#define PROMPT "READY> "
#define TIMEOUT_MS 10000

extern char **environ;

struct shell_desc {
	const char *path;
	const char *name; /* basename */
	bool edits;       /* has a line editor (waits for raw mode) */
	bool has_version;
	const char *key_done; /* what ends the key measurement */
	const char *args[4];
};

enum { M_START, M_KEY, M_ENTER, M_VERSION, M_N };
static const char *const metric_names[M_N] = {
	"cold start to editable prompt",
	"keystroke to echo",
	"Enter on `:` to next prompt",
	"`--version` (or `-c true`) exit",
};

static char tmpdir[256];
static char *child_env[8];

static void describe(struct shell_desc *d, const char *path)
{
	memset(d, 0, sizeof *d);
	d->path = path;
	const char *slash = strrchr(path, '/');
	d->name = slash ? slash + 1 : path;
	d->edits = strcmp(d->name, "dash") != 0 && strcmp(d->name, "sh") != 0;
	d->has_version = d->edits;
	d->key_done = "x";
	if (!strcmp(d->name, "bash")) {
		d->args[0] = "--norc";
		d->args[1] = "--noprofile";
	} else if (!strcmp(d->name, "zsh")) {
		d->args[0] = "-f";
	} else if (strstr(d->name, "quirl")) {
		d->args[0] = "--norc";
		d->key_done = "term -version\033[0m";
	}
}

static char *find_in_path(const char *name)
{
	const char *path = getenv("PATH");
	char *copy = strdup(path ? path : "/usr/bin:/bin"), *save = NULL;
	char *found = NULL;
	for (char *dir = strtok_r(copy, ":", &save); dir && !found;
	     dir = strtok_r(NULL, ":", &save)) {
		char full[4096];
		snprintf(full, sizeof full, "%s/%s", dir, name);
		if (access(full, X_OK) == 0)
			found = strdup(full);
	}
	free(copy);
	return found;
}

/* Fresh HOME and HISTFILE for every session, so history files never grow
 * between samples. */
static void reset_home(void)
{
	char cmd[600];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'/h && mkdir '%s'/h", tmpdir,
		 tmpdir);
	if (system(cmd) != 0)
		fprintf(stderr, "quirl-bench: cannot reset %s/h\n", tmpdir);
	snprintf(cmd, sizeof cmd, "%s/h/hist", tmpdir);
	FILE *f = fopen(cmd, "w");
	if (!f)
		return;
	for (int i = 1; i < 500; i++)
		fprintf(f, "echo sample %d\n", i);
	fprintf(f, "xterm -version\n");
	fclose(f);
}

static double ms_since(uint64_t t0)
{
	return (double)(pty_now_ns() - t0) / 1e6;
}

/* One interactive session: start, one key, one Enter.  Returns 0. */
static int session(const struct shell_desc *d, double out[3])
{
	char *argv[6] = { (char *)d->path };
	int n = 1;
	for (int i = 0; d->args[i]; i++)
		argv[n++] = (char *)d->args[i];
	argv[n] = NULL;
	struct pty_proc p;
	reset_home();
	uint64_t t0 = pty_now_ns();
	if (pty_spawn(&p, argv, child_env, 0, 0) < 0)
		return -1;
	int rc = -1;
	if (pty_expect(&p, PROMPT, TIMEOUT_MS) < 0 ||
	    (d->edits && pty_wait_raw(&p, TIMEOUT_MS) < 0))
		goto out;
	out[0] = ms_since(t0);
	t0 = pty_now_ns();
	pty_sends(&p, "x");
	if (pty_expect(&p, d->key_done, TIMEOUT_MS) < 0)
		goto out;
	out[1] = ms_since(t0);
	pty_sends(&p, "\x7f:");
	if (pty_expect(&p, ":", TIMEOUT_MS) < 0)
		goto out;
	t0 = pty_now_ns();
	pty_sends(&p, "\r");
	if (pty_expect(&p, PROMPT, TIMEOUT_MS) < 0 ||
	    (d->edits && pty_wait_raw(&p, TIMEOUT_MS) < 0))
		goto out;
	out[2] = ms_since(t0);
	pty_sends(&p, "exit\r");
	pty_wait(&p, TIMEOUT_MS);
	rc = 0;
out:
	if (rc)
		fprintf(stderr, "quirl-bench: %s: no prompt\n", d->path);
	pty_close(&p);
	return rc;
}

static int version_run(const struct shell_desc *d, double *out)
{
	char *argv[4] = { (char *)d->path, "--version", NULL, NULL };
	if (!d->has_version) {
		argv[1] = "-c";
		argv[2] = "true";
	}
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	pid_t pid;
	uint64_t t0 = pty_now_ns();
	int e = posix_spawn(&pid, d->path, &fa, NULL, argv, child_env);
	posix_spawn_file_actions_destroy(&fa);
	if (e)
		return -1;
	int st;
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	*out = ms_since(t0);
	return 0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double percentile(double *v, int n, double q)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	int i = (int)(q * (n - 1) + 0.5);
	return v[i];
}

/* Samples are taken round-robin over the shells (one session of each in
 * turn), so a change of the machine's load touches every shell alike. */
static void measure(const struct shell_desc *d, int nd, int samples)
{
	double *m[16][M_N];
	int got[16] = { 0 };
	for (int i = 0; i < nd; i++) {
		for (int k = 0; k < M_N; k++)
			m[i][k] = calloc((size_t)samples, sizeof(double));
		/* one unmeasured warm-up: every shell starts from a warm
		 * page cache */
		double warm[3];
		session(&d[i], warm);
	}
	for (int s = 0; s < samples; s++)
		for (int i = 0; i < nd; i++) {
			double r[3];
			if (session(&d[i], r) < 0 ||
			    version_run(&d[i], &m[i][M_VERSION][got[i]]) < 0)
				continue;
			for (int k = 0; k < 3; k++)
				m[i][k][got[i]] = r[k];
			got[i]++;
		}
	for (int i = 0; i < nd; i++) {
		printf("| %s |", d[i].name);
		for (int k = 0; k < M_N; k++) {
			if (got[i])
				printf(" %.2f / %.2f |",
				       percentile(m[i][k], got[i], 0.5),
				       percentile(m[i][k], got[i], 0.95));
			else
				printf(" - |");
			free(m[i][k]);
		}
		printf("\n");
	}
	fflush(stdout);
}

static int usage(void)
{
	fprintf(stderr, "usage: quirl-bench preview [--quirl PATH] "
			"[--shell PATH ...] [--pty-samples N]\n");
	return 2;
}

int main(int argc, char **argv)
{
	if (argc < 2 || strcmp(argv[1], "preview"))
		return usage();
	const char *quirl = "./build/quirl";
	const char *shells[16];
	int nshells = 0, samples = 20;
	for (int i = 2; i < argc; i++) {
		if (!strcmp(argv[i], "--quirl") && i + 1 < argc)
			quirl = argv[++i];
		else if (!strcmp(argv[i], "--shell") && i + 1 < argc &&
			 nshells < 15)
			shells[nshells++] = argv[++i];
		else if (!strcmp(argv[i], "--pty-samples") && i + 1 < argc)
			samples = atoi(argv[++i]);
		else
			return usage();
	}
	if (samples < 1)
		return usage();
	if (!nshells) {
		static const char *const def[] = { "dash", "bash", "zsh" };
		for (int i = 0; i < 3; i++) {
			char *p = find_in_path(def[i]);
			if (p)
				shells[nshells++] = p;
		}
	}
	snprintf(tmpdir, sizeof tmpdir, "/tmp/quirl-bench.XXXXXX");
	if (!mkdtemp(tmpdir))
		return 1;
	static char home[300], hist[320], path[4200];
	snprintf(home, sizeof home, "HOME=%s/h", tmpdir);
	snprintf(hist, sizeof hist, "HISTFILE=%s/h/hist", tmpdir);
	snprintf(path, sizeof path, "PATH=%s",
		 getenv("PATH") ? getenv("PATH") : "/usr/bin:/bin");
	char *env[] = { path,           home,          hist, "TERM=xterm",
			"LANG=C.UTF-8", "PS1=" PROMPT, NULL };
	memcpy(child_env, env, sizeof env);

	printf("%d samples per shell; P50 / P95 in ms\n\n", samples);
	printf("| shell |");
	for (int k = 0; k < M_N; k++)
		printf(" %s |", metric_names[k]);
	printf("\n|---|---|---|---|---|\n");
	struct shell_desc d[16];
	int nd = 0;
	if (access(quirl, X_OK) == 0)
		describe(&d[nd++], quirl);
	else
		fprintf(stderr, "quirl-bench: %s: not found\n", quirl);
	for (int i = 0; i < nshells; i++)
		describe(&d[nd++], shells[i]);
	measure(d, nd, samples);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
	return system(cmd) != 0;
}
