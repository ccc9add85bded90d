set -o errexit
case $- in *e*) echo errexit=e;; esac
set +o errexit
set -o nounset
case $- in *u*) echo nounset=u;; esac
set +o nounset
set -o noglob
case $- in *f*) echo noglob=f;; esac
set +o noglob
set -o allexport
case $- in *a*) echo allexport=a;; esac
set +o allexport
{ set -o xtrace; case $- in *x*) echo xtrace=x;; esac; set +o xtrace; } 2>/dev/null
{ set -o verbose; case $- in *v*) echo verbose=v;; esac; set +o verbose; } 2>/dev/null
set -o noclobber
case $- in *C*) echo noclobber=C;; esac
set +o noclobber
case $- in *[eufaCxv]*) echo leftover;; *) echo "all off";; esac
