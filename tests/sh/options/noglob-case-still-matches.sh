set -f
case abc in a*) echo "pattern still works";; esac
