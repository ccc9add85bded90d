echo "$OPTIND"
