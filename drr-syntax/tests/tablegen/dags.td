// DAG values and operators.
def ops;
def add;
def mul;
def Dags {
  dag simple = (add 1, 2);
  dag named = (add:$root 1:$a, "s":$b, $c);
  dag nested = (mul (add 1, 2), 3);
  dag con = !con((ops 1, 2), (ops 3:$x));
  dag made = !dag(ops, [1, 2], ["p", "q"]);
  dag setop = !setdagop((add 1), mul);
  string opname = !cast<string>(!getdagop((add 1)));
  int arg0 = !getdagarg<int>((add 5, 6), 1);
  int argn = !getdagarg<int>((add 5:$x, 6:$y), "y");
  string name1 = !getdagname((add 5:$x, 6:$y), 1);
  dag setarg = !setdagarg((add 5:$x, 6), "x", 7);
  dag setname = !setdagname((add 5, 6), 1, "z");
  int size = !size((add 1, 2, 3));
  bit empty = !empty((add));
}
class Shape;
def sq : Shape;
def More {
  dag unsetArgs = !dag(ops, ?, ["p", "q"]);
  dag noNames = !dag(add, [1, 2], ?);
  dag mixed = (ops 1:$i, "s":$t, sq:$r, (add 2):$d);
  int wrongType = !getdagarg<int>(mixed, "t");
  string rightType = !getdagarg<string>(mixed, "t");
  Shape shape = !getdagarg<Shape>(mixed, "r");
  Shape notShape = !getdagarg<Shape>(mixed, "i");
  dag sub = !getdagarg<dag>(mixed, 3);
}
