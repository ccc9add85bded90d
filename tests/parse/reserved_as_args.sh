echo if then else fi do done case esac { } !
