/// The HTML report's one script, inline in the page. It holds no data of the
/// run (everything it reads is in the page's elements), so it is the same
/// bytes in every report.
///
/// - Deep links: when the address names a scenario or a step
///   (`#scenario-3`, `#scenario-3-step-5`), on load and on every change of
///   the address, it opens the folds around it (the scenario, the earlier
///   steps, the step), marks its scenario `holds-target` (the style then
///   moves it to the top of the list, as it does by itself for a scenario
///   named by the address) and brings it into view: when it starts in the
///   upper part of the window the page stays at its top, under the summary
///   (and a headless screenshot, which captures the page from its top, shows
///   it); further down, it is scrolled to.
/// - Search: what is typed in the search box hides the scenarios whose path
///   and text (commands, screens, state, trace, messages) do not contain
///   it, ignoring case, and says how many match.
enum HTMLReportScript {
    static let source = """
        (function(){
        "use strict";
        var holder=null;
        function reveal(){
          var id=decodeURIComponent(location.hash.slice(1));
          var target=id&&document.getElementById(id);
          if(holder)holder.classList.remove("holds-target");
          holder=target&&target.closest(".scenario");
          if(holder)holder.classList.add("holds-target");
          if(!target)return;
          for(var node=target;node;node=node.parentElement){
            if(node.tagName==="DETAILS")node.open=true;
          }
          var inner=target.querySelector(":scope>details");
          if(inner)inner.open=true;
          var top=target.getBoundingClientRect().top+window.scrollY;
          if(top<window.innerHeight*0.6)window.scrollTo(0,0);else target.scrollIntoView({block:"start"});
        }
        window.addEventListener("hashchange",reveal);
        window.addEventListener("load",reveal);
        reveal();
        var box=document.getElementById("search"),count=document.getElementById("search-count");
        var scenarios=Array.prototype.slice.call(document.querySelectorAll("main>.scenario"));
        var texts=new WeakMap(),timer=0;
        function text(scenario){
          var known=texts.get(scenario);
          if(known===undefined){known=scenario.textContent.toLowerCase();texts.set(scenario,known);}
          return known;
        }
        function search(){
          var query=box.value.trim().toLowerCase(),shown=0;
          scenarios.forEach(function(scenario){
            var matches=!query||text(scenario).indexOf(query)>=0;
            scenario.classList.toggle("unmatched",!matches);
            if(matches)shown+=1;
          });
          count.textContent=query?shown+" of "+scenarios.length+" match":"";
        }
        box.addEventListener("input",function(){clearTimeout(timer);timer=setTimeout(search,120);});
        })();
        """
}
