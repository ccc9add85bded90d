/*
 * umask.c - the umask utility.
 *
 * A symbolic mode describes the permissions that new files may get, which
 * is the complement of the mask: parsing works on perm = ~mask & 0777 with
 * chmod's rules (no "who" means all of u, g and o; "=" clears the named
 * classes first; u, g and o as permissions copy that class's current
 * bits), then converts back.  The special bits s and t are accepted and
 * ignored, as the mask cannot hold them.
 */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "builtins.h"
#include "umask.h"
#include "../error.h"
#include "../output.h"
#include "table.h"

static int um_octal(const char *s, mode_t *out)
{
	unsigned v = 0;
	for (; *s; s++) {
		if (*s < '0' || *s > '7')
			return -1;
		v = v * 8 + (unsigned)(*s - '0');
		if (v > 0777)
			return -1;
	}
	*out = (mode_t)v;
	return 0;
}

/* The bits of class letter c (u, g, o) copied into every class of who. */
static mode_t um_copy(mode_t perm, char c, mode_t who)
{
	int shift = c == 'u' ? 6 : c == 'g' ? 3 : 0;
	mode_t bits = (perm >> shift) & 7;
	return (bits << 6 | bits << 3 | bits) & who;
}

/* One clause "who op perms [op perms]..."; returns the end or NULL. */
static const char *um_clause(const char *p, mode_t *perm)
{
	mode_t who = 0;
	for (; *p && strchr("ugoa", *p); p++)
		who |= *p == 'u'   ? 0700
		       : *p == 'g' ? 0070
		       : *p == 'o' ? 0007
				   : 0777;
	if (!who)
		who = 0777;
	if (!*p || !strchr("+-=", *p))
		return NULL;
	while (*p && strchr("+-=", *p)) {
		char op = *p++;
		mode_t bits = 0;
		if (*p && strchr("ugo", *p)) {
			bits = um_copy(*perm, *p++, who);
		} else {
			for (; *p && strchr("rwxXst", *p); p++)
				bits |= *p == 'r'                ? 0444
					: *p == 'w'              ? 0222
					: *p == 'x' || *p == 'X' ? 0111
								 : 0;
			bits &= who;
		}
		if (op == '+')
			*perm |= bits;
		else if (op == '-')
			*perm &= ~bits;
		else
			*perm = (*perm & ~who) | bits;
	}
	return p;
}

int bi_umask_parse(const char *mode, mode_t cur, mode_t *out)
{
	if (*mode >= '0' && *mode <= '9')
		return um_octal(mode, out);
	mode_t perm = ~cur & 0777;
	const char *p = mode;
	for (;;) {
		p = um_clause(p, &perm);
		if (!p)
			return -2;
		if (!*p)
			break;
		if (*p++ != ',')
			return -2;
	}
	*out = ~perm & 0777;
	return 0;
}

void bi_umask_symbolic(mode_t mask, char *buf)
{
	mode_t perm = ~mask & 0777;
	static const char cls[] = "ugo";
	char *b = buf;
	for (int i = 0; i < 3; i++) {
		mode_t bits = (perm >> (6 - 3 * i)) & 7;
		if (i)
			*b++ = ',';
		*b++ = cls[i];
		*b++ = '=';
		if (bits & 4)
			*b++ = 'r';
		if (bits & 2)
			*b++ = 'w';
		if (bits & 1)
			*b++ = 'x';
	}
	*b = 0;
}

/* The mask as umask prints it; REUSABLE (-p) as a umask command. */
static int um_print(struct shell *sh, bool symbolic, bool reusable)
{
	mode_t m = umask(0);
	umask(m);
	char buf[24];
	int r;
	const char *pre = !reusable ? "" : symbolic ? "umask -S " : "umask ";
	if (symbolic) {
		bi_umask_symbolic(m, buf);
		r = rt_outf(sh, 1, "%s%s\n", pre, buf);
	} else {
		r = rt_outf(sh, 1, "%s%04o\n", pre, (unsigned)m);
	}
	if (r < 0) {
		rt_err(sh, "umask: write error: %s", strerror(errno));
		return 1;
	}
	return 0;
}

BUILTIN(umask)
{
	bool symbolic = false, reusable = false;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "Sp")))
		if (c == '?')
			return 2;
		else
			*(c == 'S' ? &symbolic : &reusable) = true;
	int i = g.ind;
	/* operands after the first are ignored (bash) */
	if (i >= argc)
		return um_print(sh, symbolic, reusable);
	mode_t cur = umask(0), m;
	umask(cur);
	int r = bi_umask_parse(argv[i], cur, &m);
	if (r == -1) {
		rt_err(sh, "umask: %s: octal number out of range", argv[i]);
		return 1;
	}
	if (r < 0) {
		rt_err(sh, "umask: %s: invalid symbolic mode", argv[i]);
		return 1;
	}
	umask(m);
	/* bash prints the new mask when -S accompanies a mode */
	return symbolic ? um_print(sh, true, false) : 0;
}
