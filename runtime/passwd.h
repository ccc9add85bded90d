/*
 * passwd.h - user database lookups for tilde expansion and the prompt.
 */
#ifndef QUIRL_PASSWD_H
#define QUIRL_PASSWD_H

#include <sys/types.h>

/* passwd.c: home directory of user NAME / of UID (and its login name when
 * LOGIN is not NULL), malloc'ed, or NULL.  No NSS in-process (the release
 * binary is static): /etc/passwd, then `getent passwd`. */
char *rt_user_home(const char *name);
char *rt_uid_home(uid_t uid, char **login);

#endif
