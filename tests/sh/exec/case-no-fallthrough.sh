case a in
a) echo first;;
a) echo second;;
*) echo default;;
esac
