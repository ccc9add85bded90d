/*
 * passwd.c - user database look-ups without NSS.
 *
 * The release binary is linked statically (start-up time), and glibc's
 * getpwnam cannot load NSS modules in a static program.  So the shell reads
 * /etc/passwd itself (fgetpwent needs no NSS) and, for users not listed
 * there (LDAP, systemd-homed...), asks `getent passwd NAME`, which goes
 * through NSS in a dynamically linked helper.
 */
#include <fcntl.h>
#include <pwd.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "shell.h"
#include "passwd.h"

static char *from_file(const char *name, uid_t uid, bool by_uid, char **login)
{
	FILE *f = fopen("/etc/passwd", "re");
	if (!f)
		return NULL;
	char *home = NULL;
	struct passwd *pw;
	while ((pw = fgetpwent(f))) {
		if (by_uid ? pw->pw_uid == uid : !strcmp(pw->pw_name, name)) {
			home = xstrdup(pw->pw_dir);
			if (login)
				*login = xstrdup(pw->pw_name);
			break;
		}
	}
	fclose(f);
	return home;
}

/* `getent passwd KEY`: field 6 of its one line. */
static char *from_getent(const char *key, char **login)
{
	static const char *const getent[] = { "/usr/bin/getent",
					      "/bin/getent" };
	const char *prog = NULL;
	for (size_t i = 0; i < 2 && !prog; i++)
		if (access(getent[i], X_OK) == 0)
			prog = getent[i];
	int p[2];
	if (!prog || pipe(p) < 0)
		return NULL;
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, p[1], 1);
	posix_spawn_file_actions_addclose(&fa, p[0]);
	posix_spawn_file_actions_addclose(&fa, p[1]);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	char *argv[] = { (char *)prog, "passwd", (char *)key, NULL };
	extern char **environ;
	pid_t pid;
	int err = posix_spawn(&pid, prog, &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(p[1]);
	struct strbuf sb;
	sb_init(&sb);
	if (!err)
		sb_read_fd(&sb, p[0]);
	close(p[0]);
	if (!err)
		waitpid(pid, NULL, 0);
	/* name:pw:uid:gid:gecos:home:shell */
	char *home = NULL;
	const char *s = sb_str(&sb);
	const char *f[7];
	int k = 0;
	f[k++] = s;
	for (const char *c = s; *c && *c != '\n' && k < 7; c++)
		if (*c == ':')
			f[k++] = c + 1;
	if (k == 7) {
		home = xstrndup(f[5], (size_t)(f[6] - 1 - f[5]));
		if (login)
			*login = xstrndup(f[0], (size_t)(f[1] - 1 - f[0]));
	}
	sb_free(&sb);
	return home;
}

char *rt_user_home(const char *name)
{
	char *home = from_file(name, 0, false, NULL);
	return home ? home : from_getent(name, NULL);
}

char *rt_uid_home(uid_t uid, char **login)
{
	char *home = from_file(NULL, uid, true, login);
	if (home)
		return home;
	char key[32];
	snprintf(key, sizeof key, "%ld", (long)uid);
	return from_getent(key, login);
}
