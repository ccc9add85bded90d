set -e
case x in x) false;; esac
echo notreached
