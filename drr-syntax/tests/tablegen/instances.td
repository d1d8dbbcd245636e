// `!instances<T>()`: the defs of class T defined so far, by name, not the
// record being defined; a pattern keeps the names it matches.
class Unit { int weight = 1; }
class Unused;
class Unit_anon<int w> : Unit { let weight = w; }
def Metre : Unit { let weight = 3; }
def Gram : Unit { list<Unit> before = !instances<Unit>(); }
def Second : Unit;
def Report {
  list<Unit> all = !instances<Unit>();
  list<Unit> some = !instances<Unit>("Metre|Sec");
  list<string> names = !foreach(u, !instances<Unit>(), !cast<string>(u));
  int total = !foldl(0, !instances<Unit>(), acc, u, !add(acc, u.weight));
  int none = !size(!instances<Unused>());
}
multiclass Pair {
  def _a : Unit;
  def _b { list<Unit> seen = !instances<Unit>(); }
}
defm Kelvin : Pair;
foreach i = [1, 2] in def Step # i : Unit { list<Unit> seen = !instances<Unit>(); }
// An anonymous instance (`Unit` written in a value) is a record of the
// class too, counted once however often it is written.
class Holder<Unit u> { int w = u.weight; }
def Hold1 : Holder<Unit_anon<7>>;
def Hold2 : Holder<Unit_anon<7>>;
def Counted { int n = !size(!instances<Unit>()); int named = !size(!instances<Unit>("e")); }
