// foreach, if, defvar, defset, assert and !cast of records by name.
class Item<int v> { int Value = v; }
defset list<Item> AllItems = {
  foreach i = !range(1, 4) in
    def Item_ # i : Item<!mul(i, i)>;
  def Extra : Item<100>;
}
def Sum { int Total = !foldl(0, AllItems, acc, it, !add(acc, it.Value)); }
def Big { list<Item> Items = !filter(it, AllItems, !gt(it.Value, 5)); }
def Names { list<string> N = !foreach(it, AllItems, !cast<string>(it)); }
def ByName { Item It = !cast<Item>("Item_" # 2); int V = !cast<Item>("Extra").Value; }
foreach a = ["x", "y"] in
  foreach b = [1, 2] in
    def Pair_ # a # _ # b { string A = a; int B = b; }
foreach i = [0, 1, 2] in {
  if !eq(!and(i, 1), 0) then
    def Even_ # i { int I = i; }
}
defvar Base = 10;
defvar Scaled = !mul(Base, 3);
def UsesVars { int S = Scaled; list<int> L = [Base, Scaled]; }
class Checked<int n> {
  assert !gt(n, 0), "n must be positive";
  int N = n;
}
def C1 : Checked<4>;
def Joined { string J = !interleave(!foreach(x, [3, 1, 2], "n" # x), "+"); }
