echo a;;
