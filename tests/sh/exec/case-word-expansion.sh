x=hello
case "${x}x" in hellox) echo ok;; esac
case $(echo hi) in hi) echo cmdsub;; esac
