case x in x) (exit 4);; esac
echo "$?"
