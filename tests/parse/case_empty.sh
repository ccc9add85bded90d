case x in esac
