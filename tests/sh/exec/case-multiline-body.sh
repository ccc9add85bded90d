case a in
a)
  echo one
  echo two
  ;;
esac
