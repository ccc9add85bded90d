# Blanks, newlines and operators inside an extglob group belong to the
# pattern (bash-completion: ssh-keygen, rpm, perf)
shopt -s extglob
case "a -t dsa b" in
  *" -t dsa"?( *)) echo one ;;
esac
if [[ "x -qf" == *\ -@(*([^ -])f|-file )* ]]; then echo two; fi
if [[ data == @(kvm|kmem|
	|data|help) ]]; then echo three; fi
case "a;b" in @(a;b|c&d)) echo four ;; esac
x=y; [[ "a b" == @(a b|c) ]] && echo five
