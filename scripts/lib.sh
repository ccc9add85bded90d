# scripts/lib.sh - helpers shared by scripts/run and scripts/test (sourced).

# ensure_packages PKG...: installs the Debian packages that are not
# installed yet; apt-get runs only when something is missing.
ensure_packages() {
	command -v dpkg-query >/dev/null 2>&1 || return 0
	# One dpkg-query for all: unknown packages are simply not listed.
	_have=$(dpkg-query -W -f='${db:Status-Status} ${Package}\n' "$@" \
		2>/dev/null | sed -n 's/^installed //p' | tr '\n' ' ')
	_missing=
	for _p in "$@"; do
		case " $_have" in
		*" $_p "*) ;;
		*) _missing="$_missing $_p" ;;
		esac
	done
	[ -n "$_missing" ] || return 0
	echo "installing:$_missing" >&2
	_sudo=
	[ "$(id -u)" = 0 ] || _sudo=sudo
	if [ -z "${QUIRL_APT_UPDATED:-}" ]; then
		$_sudo apt-get update >&2
		QUIRL_APT_UPDATED=1
	fi
	# shellcheck disable=SC2086
	DEBIAN_FRONTEND=noninteractive $_sudo apt-get install -y \
		--no-install-recommends $_missing >&2
}

# quiet LOG CMD...: runs CMD with its output in LOG; on failure shows the
# log on stderr and returns CMD's status.
quiet() {
	_log=$1
	shift
	if "$@" >"$_log" 2>&1; then
		return 0
	else
		_st=$?
		cat "$_log" >&2
		return $_st
	fi
}
